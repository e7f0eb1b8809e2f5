import { formatUsd, toCents } from '@sdp/shared/money';
import { useState, type FormEvent } from 'react';
import type { CustomQuote } from '@sdp/shared/wire';
import type { ServiceLevel } from '@sdp/shared/constants/business';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useSendQuoteOffer } from '../api/work-quote.ts';
import { errorText } from '../logic/error-text.ts';

/** Turn the quote into an order: where and when, at the quoted amount; the customer is e-mailed a link to pay the deposit. */
export function SendOfferForm({ quote }: { quote: CustomQuote }) {
  const season = useSeason();
  const send = useSendQuoteOffer();
  const [serviceType, setServiceType] = useState<ServiceLevel>('white-glove');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [address, setAddress] = useState('');
  const [city, setCity] = useState('');
  const [zipCode, setZipCode] = useState('');
  const [photoPermission, setPhotoPermission] = useState<'yes' | 'no'>('yes');
  const [specialInstructions, setSpecialInstructions] = useState('');
  const paid = quote.order && quote.order.status !== 'pending' && quote.order.status !== 'cancelled';
  if (paid) return <p className="mt-5 rounded-xl bg-success/10 p-3 text-sm text-success">The deposit is paid: this quote is an order on the crew schedule.</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({ id: quote.id, serviceType, deliveryDate, address, city, zipCode, photoPermission, specialInstructions });
  };
  return (
    <form onSubmit={submit} className="mt-6 space-y-3 border-t border-charcoal/10 pt-5">
      <h3 className="font-display text-lg font-semibold">Turn into an order</h3>
      <p className="text-sm text-smoke">
        {quote.amount ? `A custom package at ${formatUsd(toCents(quote.amount), { alwaysCents: true })}. ` : 'Save an amount first. '}
        The customer gets an e-mail with a link to review it and pay the 30% deposit.
        {quote.offeredAt ? ' Sending again replaces the link\'s details and e-mails it again.' : ''}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm font-medium">
          Service
          <select value={serviceType} onChange={(e) => setServiceType(e.target.value as ServiceLevel)} className={`${inputClass} mt-1`}>
            <option value="white-glove">White-Glove</option>
            <option value="drop-off">Drop-Off</option>
          </select>
        </label>
        <label className="block text-sm font-medium">
          Delivery week
          <select required value={deliveryDate} onChange={(e) => setDeliveryDate(e.target.value)} className={`${inputClass} mt-1`}>
            <option value="">Choose</option>
            {season.data?.deliveryDates.map((d) => {
              // NOTE: a full week is shown but cannot be chosen: the customer could never pay its link (the API refuses it too).
              const full = d.spotsLeft[serviceType] === 0;
              return <option key={d.date} value={d.date} disabled={full}>{formatCalendarDate(d.date, { month: 'short', day: 'numeric' })}{full ? ' (full)' : ''}</option>;
            })}
          </select>
        </label>
      </div>
      <label className="block text-sm font-medium">
        Address
        <input required value={address} onChange={(e) => setAddress(e.target.value)} autoComplete="street-address" className={`${inputClass} mt-1`} />
      </label>
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <label className="block text-sm font-medium">
          City
          <input required value={city} onChange={(e) => setCity(e.target.value)} className={`${inputClass} mt-1`} />
        </label>
        <label className="block text-sm font-medium">
          Zip
          <input required inputMode="numeric" maxLength={5} value={zipCode} onChange={(e) => setZipCode(e.target.value)} className={`${inputClass} mt-1`} />
        </label>
      </div>
      <label className="block text-sm font-medium">
        Photos of the finished display
        <select value={photoPermission} onChange={(e) => setPhotoPermission(e.target.value as 'yes' | 'no')} className={`${inputClass} mt-1`}>
          <option value="yes">Allowed</option>
          <option value="no">Not allowed</option>
        </select>
      </label>
      <label className="block text-sm font-medium">
        Instructions for the crew
        <textarea rows={2} value={specialInstructions} onChange={(e) => setSpecialInstructions(e.target.value)} className={`${inputClass} mt-1`} />
      </label>
      {send.error && <p role="alert" className="text-sm text-danger">{errorText(send.error)}</p>}
      {send.isSuccess && <p role="status" className="text-sm text-success">Deposit link e-mailed to {quote.customerEmail}.</p>}
      <Button type="submit" variant="primary" className="h-11 w-full" disabled={send.isPending || !quote.amount}>
        {send.isPending ? 'Sending...' : 'E-mail the deposit link'}
      </Button>
    </form>
  );
}
