import { createFileRoute } from '@tanstack/react-router';
import { useStaffUser } from '../../features/staff-auth/components/staff-frame.tsx';
import { CatalogScreen } from '../../features/catalog-admin/components/catalog-screen.tsx';

export const Route = createFileRoute('/_staff/catalog')({
  staticData: { staff: { title: 'Catalog', lede: 'Packages, prices, photographs, add-ons and promo codes. Changes show on the site at once.' } },
  component: CatalogRoute,
});

function CatalogRoute() {
  return useStaffUser().role === 'admin' ? (
    <CatalogScreen />
  ) : (
    <p className="rounded-xl bg-white p-4 text-sm text-smoke">The catalog is changed by admins. Ask an admin to change a price or a photograph.</p>
  );
}
