import { EmailLink, PhoneLink } from './layout/contact-links.tsx';

/** Shown when the payment client cannot load (docs/product-spec.md §2): the reservation is safe, call or write to finish it. */
export function PaymentUnavailable() {
  return (
    <div role="alert" className="rounded-xl border border-danger/25 bg-danger/5 p-5 text-sm">
      <h3 className="font-sans text-base font-semibold text-danger">Payment Currently Unavailable</h3>
      <p className="mt-2 leading-relaxed text-ink">
        Our secure card form could not be loaded right now. Your reservation details are saved; please contact us and we will
        complete your deposit with you.
      </p>
      <p className="mt-3 flex flex-col gap-1">
        <PhoneLink section="checkout" className="font-semibold text-ember hover:underline" />
        <EmailLink section="checkout" className="font-semibold break-all text-ember hover:underline" />
      </p>
    </div>
  );
}
