import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { orderDialogFormSchema, type OrderDialogForm } from '@sdp/shared/schemas/order';
import { type Package } from '@sdp/shared/wire';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAddOnServices } from '../../../lib/api/catalog.ts';
import { useDeliveryZones } from '../../../lib/api/get-delivery-zones.ts';
import { visibleAddOns } from '../../../lib/ordering/add-on-visibility.ts';
import { dialogBreakdown, zoneForZip } from '../../../lib/ordering/order-pricing.ts';
import { usePromoValidation } from '../../../lib/ordering/use-promo-validation.ts';
import { useGiftCardBalance } from '../../../lib/ordering/use-gift-card-balance.ts';
import { neighbourCentsFor, neighbourOffer } from '../../../lib/ordering/neighbour-week.ts';
import { useNeighbourWeeks } from '../../../lib/api/neighbour-weeks.ts';
import { useOrderCheckout } from '../logic/use-order-checkout.ts';
import { AddOnFields } from './add-on-fields.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PhotoPermissionField } from '../../../components/forms/photo-permission-field.tsx';
import { BalanceConsentField } from '../../../components/forms/balance-consent-field.tsx';
import { TextConsentField } from '../../../components/forms/text-consent-field.tsx';
import { CustomerFields, DeliveryFields, GiftCardField, PromoField } from './order-form-fields.tsx';
import { OffSeasonNotice } from '../../../components/off-season-notice.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';
import { isBookingOpen } from '../../../lib/season-copy.ts';
import { sendSiteEvent } from '../../../lib/site-events.ts';

const EMPTY: Partial<OrderDialogForm> = {
  customerName: '', customerEmail: '', customerPhone: '', address: '', city: '', zipCode: '', deliveryDate: '',
  specialInstructions: '', discountCode: '', giftCardCode: '', addOnQuantities: {}, balanceConsent: false, textConsent: false,
};

/**
 * "Order {package}" dialog of the home page (docs/product-spec.md §2, §4, §5). Loaded on demand so the form code stays out of the
 * first paint. Off season it holds no form, total or payment button: when booking opens and the waitlist (docs/design.md §16).
 */
export default function OrderDialog(props: { pkg: Package; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data: season } = useSeason();
  useEffect(() => {
    if (props.open) sendSiteEvent('order_dialog_opened');
  }, [props.open]);
  if (season && !isBookingOpen(season)) {
    return (
      <Dialog open={props.open} onOpenChange={props.onOpenChange} title={`Reserve ${props.pkg.name}`} description="Booking is closed for now." className="max-w-2xl">
        <OffSeasonNotice season={season} headingLevel="h3" className="border-none p-0 shadow-none sm:p-0" />
      </Dialog>
    );
  }
  return <OrderFormDialog {...props} />;
}

function OrderFormDialog({ pkg, open, onOpenChange }: { pkg: Package; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<OrderDialogForm>({ resolver: valibotResolver(orderDialogFormSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const addOnsQuery = useAddOnServices();
  const zonesQuery = useDeliveryZones();
  const addOns = visibleAddOns(addOnsQuery.data ?? [], pkg.serviceLevel);
  const [quantities = {}, zipCode = '', discountCode = '', deliveryDate = '', giftCardCode = ''] =
    useWatch({ control: form.control, name: ['addOnQuantities', 'zipCode', 'discountCode', 'deliveryDate', 'giftCardCode'] });
  const neighbour = neighbourOffer(useNeighbourWeeks(zipCode).data);

  const beforePromo = dialogBreakdown({ pkg, addOns, quantities });
  const discount = usePromoValidation(discountCode, beforePromo.subtotal);
  const zone = zoneForZip(zonesQuery.data, zipCode);
  const promo = discount.status === 'valid' ? discount.promo : null;
  const breakdown = dialogBreakdown({ pkg, addOns, quantities, promo, zone, neighbourCents: neighbourCentsFor(neighbour, deliveryDate) });
  const checkout = useOrderCheckout(pkg);
  const giftCard = useGiftCardBalance(giftCardCode);
  // NOTE: a card that pays the whole deposit takes the customer straight to their order page: no card payment follows.
  const coveredByCard = giftCard.status === 'valid' && giftCard.balanceCents >= breakdown.depositAmount;

  const setQuantity = (id: string, quantity: number) =>
    form.setValue('addOnQuantities', { ...quantities, [id]: quantity }, { shouldDirty: true });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Order ${pkg.name}`} description="Reserve your delivery week with a 30% deposit." className="max-w-2xl">
      <form noValidate className="space-y-7" onSubmit={form.handleSubmit((values) => checkout.submit(values, breakdown, discount))}>
        <CustomerFields form={form} />
        <DeliveryFields form={form} serviceLevel={pkg.serviceLevel} zoneName={zone?.name} neighbour={neighbour} />
        <AddOnFields addOns={addOns} quantities={quantities} onChange={setQuantity} />
        <PhotoPermissionField form={form} name="photoPermission" />
        <PromoField form={form} discount={discount} />
        <GiftCardField form={form} giftCard={giftCard} />
        <OrderSummary breakdown={breakdown} packageName={pkg.name} giftCardCents={giftCard.status === 'valid' ? giftCard.balanceCents : 0} />
        <BalanceConsentField form={form} name="balanceConsent" balanceCents={breakdown.balanceDue} />
        <TextConsentField field={form.register('textConsent')} />
        <Button type="submit" size="lg" className="w-full" disabled={checkout.isPending || form.formState.isSubmitting}>
          {checkout.isPending || form.formState.isSubmitting ? 'Creating Order...' : coveredByCard ? 'Reserve with Gift Card' : 'Continue to Payment'}
        </Button>
      </form>
    </Dialog>
  );
}
