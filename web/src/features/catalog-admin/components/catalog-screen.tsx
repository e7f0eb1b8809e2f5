import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { useCatalogAdmin } from '../api/catalog-admin.ts';
import { AddOnRow } from './add-on-row.tsx';
import { GalleryEditor } from './gallery-editor.tsx';
import { PackageEditor } from './package-editor.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

const heading = 'font-display text-2xl font-semibold';

/** The catalog without a deploy (docs/design.md §13, ADR 039): packages with photographs, the before/after gallery, add-ons, promo codes, and who changed what. */
export function CatalogScreen() {
  const query = useCatalogAdmin();
  if (query.isPending) return <Spinner label="Loading the catalog" />;
  if (query.isError) return <p role="alert" className="text-danger">The catalog could not be loaded.</p>;
  const { packages, addOns, promoCodes, gallery, audit } = query.data;
  const forSale = packages.filter((p) => p.name !== 'Custom project');
  return (
    <div className="space-y-10">
      <section aria-labelledby="packages-heading" className="space-y-4">
        <h2 id="packages-heading" className={heading}>Packages</h2>
        {forSale.map((pkg) => <PackageEditor key={pkg.id} pkg={pkg} />)}
      </section>
      <section aria-labelledby="gallery-heading" className="space-y-2">
        <h2 id="gallery-heading" className={heading}>Before &amp; after gallery</h2>
        <GalleryEditor pairs={gallery} />
      </section>
      <section aria-labelledby="addons-heading">
        <h2 id="addons-heading" className={heading}>Add-ons</h2>
        <ul className="mt-2 divide-y divide-charcoal/10 rounded-2xl bg-white px-4 shadow-sm sm:px-6">
          {addOns.map((a) => <AddOnRow key={a.id} addOn={a} />)}
        </ul>
      </section>
      <section aria-labelledby="promo-heading" className="space-y-3">
        <h2 id="promo-heading" className={heading}>Promo codes</h2>
        {promoCodes.map((p) => <PromoCodeForm key={p.id} promo={p} />)}
        <h3 className="pt-2 font-semibold">Add a code</h3>
        <PromoCodeForm key={promoCodes.length} promo={null} />
      </section>
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading" className={heading}>Changes</h2>
        {audit.length === 0 ? (
          <p className="mt-2 text-sm text-smoke">No change yet.</p>
        ) : (
          <ol className="mt-2 divide-y divide-charcoal/10 rounded-2xl bg-white px-4 text-sm shadow-sm sm:px-6" data-testid="catalog-audit">
            {audit.slice(0, 50).map((entry) => (
              <li key={entry.id} className="py-2.5">
                <span className="font-medium">{entry.summary}</span>
                <span className="block text-xs text-smoke">{formatDateTime(entry.at)} · by {entry.staffName}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
