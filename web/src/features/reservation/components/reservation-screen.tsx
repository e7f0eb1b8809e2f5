import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { TOASTS } from '@sdp/shared/constants/messages';
import { reservationFormSchema, type ReservationForm } from '@sdp/shared/schemas/order';
import { toDecimal } from '@sdp/shared/money';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { usePackages, useAddOnServices } from '../../../lib/api/catalog.ts';
import { useDeliveryZones } from '../../../lib/api/get-delivery-zones.ts';
import { useSeason } from '../../../lib/api/get-season.ts';
import { visibleAddOns } from '../../../lib/ordering/add-on-visibility.ts';
import { dialogBreakdown, zoneForZip } from '../../../lib/ordering/order-pricing.ts';
import { usePromoValidation } from '../../../lib/ordering/use-promo-validation.ts';
import { neighbourCentsFor, neighbourOffer } from '../../../lib/ordering/neighbour-week.ts';
import { useNeighbourWeeks } from '../../../lib/api/neighbour-weeks.ts';
import type { ReserveSearch } from '../logic/reserve-search.ts';
import { priceAtLevel } from '../logic/price-at-level.ts';
import { zipStateFor } from '../logic/zip-state.ts';
import { useReservationSubmit } from '../logic/use-reservation-submit.ts';
import { FormSection } from './form-section.tsx';
import { PackageChoice } from './package-choice.tsx';
import { ContactFields, CUSTOMER_CONTACT } from '../../../components/forms/contact-fields.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { AddOnPicker } from './add-on-picker.tsx';
import { FinalDetailsFields } from './final-details-fields.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import { ReservationSummary } from './reservation-summary.tsx';
import { BalanceConsentField } from '../../../components/forms/balance-consent-field.tsx';
import { TextConsentField } from '../../../components/forms/text-consent-field.tsx';

const FORM_ID = 'reservation-form';

/** /reserve (docs/product-spec.md §2, §4, §5): the form on the left two thirds, the sticky Order Summary on the right. */
export function ReservationScreen({ search }: { search: ReserveSearch }) {
  usePageMeta('/reserve');
  const packagesQuery = usePackages();
  const addOnsQuery = useAddOnServices();
  const zonesQuery = useDeliveryZones();
  const { data: season } = useSeason();
  const form = useForm<ReservationForm>({
    resolver: valibotResolver(reservationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      packageId: search.package ?? '',
      ...(search.service ? { serviceType: search.service } : {}),
      customerName: '', customerEmail: '', customerPhone: '', address: '', city: '', zipCode: '', deliveryDate: '',
      specialInstructions: '', addOns: {}, balanceConsent: false, textConsent: false,
    },
  });
  const [packageId = '', serviceType, zipCode = '', quantities = {}, deliveryDate = ''] = useWatch({ control: form.control, name: ['packageId', 'serviceType', 'zipCode', 'addOns', 'deliveryDate'] });
  const neighbour = neighbourOffer(useNeighbourWeeks(zipCode).data);
  const packages = packagesQuery.data ?? [];
  const pkg = packages.find((item) => item.id === packageId);
  const level = serviceType ?? pkg?.serviceLevel ?? 'white-glove';

  const lastPackageId = useRef<string | undefined>(undefined);
  useEffect(() => {
    // NOTE: a package picked without ?service= starts at its own level; picking another package moves the level with it,
    // while choosing the other level for the same package sticks.
    if (!pkg) {
      if (packagesQuery.isSuccess && packageId) form.setValue('packageId', '');
      return;
    }
    const switched = lastPackageId.current !== undefined && lastPackageId.current !== pkg.id;
    lastPackageId.current = pkg.id;
    if (!serviceType || switched) form.setValue('serviceType', pkg.serviceLevel);
  }, [pkg, packageId, serviceType, packagesQuery.isSuccess, form]);

  const addOns = visibleAddOns(addOnsQuery.data ?? [], level);
  const zipState = zipStateFor(zonesQuery.data, zipCode);
  const [promoInput, setPromoInput] = useState('');
  const pricingInput = pkg && {
    pkg: { price: toDecimal(priceAtLevel(pkg, level)), serviceLevel: level },
    addOns,
    quantities,
    zone: zoneForZip(zonesQuery.data, zipCode),
    neighbourCents: neighbourCentsFor(neighbour, deliveryDate),
  };
  const discount = usePromoValidation(promoInput, pricingInput ? dialogBreakdown(pricingInput).subtotal : 0);
  const breakdown = pricingInput && dialogBreakdown({ ...pricingInput, promo: discount.status === 'valid' ? discount.promo : null });
  const checkout = useReservationSubmit();

  const setQuantity = (id: string, quantity: number) => form.setValue('addOns', { ...quantities, [id]: quantity }, { shouldDirty: true });
  const onSubmit = form.handleSubmit(async (values) => {
    if (zipState.status !== 'valid') {
      toast({ ...TOASTS.invalidDeliveryArea, variant: 'destructive' });
      return;
    }
    if (!pkg) return;
    await checkout.submit({ values, pkg, level, addOns, promoInput, discount });
  });

  return (
    <main>
      <PageHeader
        eyebrow="Reserve your porch"
        title="Complete Your Reservation"
        lede="Choose your collection and delivery week. A 30% deposit holds your spot; the balance is due on delivery day."
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-3 lg:items-start">
        <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-6 lg:col-span-2">
          <FormSection step={1} title="Your Package" description="Every collection is available as White-Glove or Drop-Off.">
            {packagesQuery.isPending ? <Spinner label="Loading packages" className="py-6" /> : <PackageChoice form={form} packages={packages} pkg={pkg} />}
          </FormSection>
          <FormSection step={2} title="Your Details" description="We send your confirmation here and call 24 to 48 hours before delivery.">
            <div className="grid gap-5 sm:grid-cols-2">
              <ContactFields form={form} names={CUSTOMER_CONTACT} />
            </div>
          </FormSection>
          <FormSection step={3} title="Delivery" description="We deliver across San Diego County during the weeks of October.">
            <DeliveryFields form={form} zipState={zipState} season={season} level={level} neighbour={neighbour} />
          </FormSection>
          {addOns.length > 0 && (
            <FormSection step={4} title="Finishing Touches" description="Optional extras, delivered with your collection.">
              <AddOnPicker addOns={addOns} quantities={quantities} onChange={setQuantity} />
            </FormSection>
          )}
          <FormSection step={addOns.length > 0 ? 5 : 4} title="Final Details">
            <div className="space-y-6">
              <FinalDetailsFields form={form} />
              <PromoCodeField value={promoInput} onChange={setPromoInput} discount={discount} />
              <BalanceConsentField form={form} name="balanceConsent" balanceCents={breakdown ? breakdown.balanceDue : null} />
              <TextConsentField field={form.register('textConsent')} />
            </div>
          </FormSection>
        </form>
        <aside className="lg:sticky lg:top-24">
          <ReservationSummary pkg={pkg} level={level} addOns={addOns} quantities={quantities} breakdown={breakdown}>
            <Button type="submit" form={FORM_ID} size="lg" className="w-full" disabled={checkout.isPending || zipState.status !== 'valid'}>
              {checkout.isPending ? 'Processing...' : 'Continue to Payment'}
            </Button>
            {zipState.status !== 'valid' && (
              <p className="mt-3 text-center text-xs text-cream/70">Enter a zip code in our service area to continue.</p>
            )}
          </ReservationSummary>
        </aside>
      </div>
    </main>
  );
}
