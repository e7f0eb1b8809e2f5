import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { CatalogScreen } from '../features/catalog-admin/components/catalog-screen.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps staff code out of the visitor's bundle.
export const Route = createFileRoute('/catalog')({
  component: CatalogRoute,
});

function CatalogRoute() {
  return (
    <StaffPage title="Catalog" lede="Packages, prices, photographs, add-ons and promo codes. Changes show on the site at once.">
      {(user) =>
        user.role === 'admin' ? (
          <CatalogScreen />
        ) : (
          <p className="rounded-xl bg-white p-4 text-sm text-smoke">The catalog is changed by admins. Ask an admin to change a price or a photograph.</p>
        )
      }
    </StaffPage>
  );
}
