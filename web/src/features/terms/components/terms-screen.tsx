import { Link } from '@tanstack/react-router';
import { termsInWords } from '@sdp/shared/plain-words';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';
import { usePageMeta } from '../../../lib/seo.ts';

const PROSE = 'mt-4 space-y-4 leading-relaxed text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:marker:text-pumpkin [&_strong]:text-charcoal';

/** /terms (docs/design.md §11): the balance, cancellation and refund policy, with the numbers of the season being sold. */
export function TermsScreen() {
  usePageMeta('/terms');
  const season = useSeason();
  if (season.isPending) return <Spinner label="Loading the terms" className="py-24" />;
  if (season.isError)
    return (
      <main className="container-page py-24">
        <p role="alert">The terms could not be loaded. Please call (858) 255-0282 and we will read them to you.</p>
      </main>
    );
  const { policy, year } = season.data;
  const sections = [
    {
      id: 'deposit',
      title: 'Deposit and balance',
      body: (
        <ul>
          <li>A <strong>30% deposit</strong>, paid by card when you book, reserves your delivery week for the fall {year} season.</li>
          <li>The <strong>balance (70%)</strong> is due on delivery day, once your porch is installed.</li>
          <li>
            If you tick <strong>“Save my card”</strong> when you book, the card you pay the deposit with is saved securely by our payment processor
            (Stripe) and charged for the balance on delivery day. We e-mail you a receipt.
          </li>
          <li>Without it, or if your bank declines or asks you to confirm the charge, we e-mail you a secure link to pay the balance online.</li>
        </ul>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and cancellations',
      body: (
        <ul>
          <li>You may change your delivery week, phone number or instructions free of charge until <strong>{policy.freeChangeDays} days</strong> before your delivery week, subject to availability.</li>
          <li>If you cancel at least {policy.freeChangeDays} days before your delivery week, your deposit is refunded in full.</li>
          <li>If you cancel later than that, <strong>{policy.refundableDepositPercent}% of the deposit</strong> is refunded: the rest covers pumpkins and materials already set aside for you.</li>
          <li>
            Make these changes yourself from the link in any of our e-mails about your order, or{' '}
            <Link to="/my-order" className="font-medium text-ember underline underline-offset-2">have the link e-mailed to you</Link> with your
            order number.
          </li>
        </ul>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <ul>
          <li>Refunds go back to the card you paid with, usually within 5 to 10 business days, and we e-mail you when we send one.</li>
          <li>If something about your installation is not right, call us at (858) 255-0282 within 48 hours of delivery and we will make it right or refund you for it.</li>
        </ul>
      ),
    },
  ];
  return (
    <main>
      <PageHeader eyebrow="Booking terms" title="Deposit, Balance & Cancellation" lede={`For the fall ${year} season, under ${termsInWords(policy.balanceTermsVersion)}`} />
      <div className="container-page py-14 sm:py-20">
        <article className="max-w-3xl">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28 border-b border-charcoal/10 py-8 first:pt-0 last:border-0">
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold">{section.title}</h2>
              <div className={PROSE}>{section.body}</div>
            </section>
          ))}
          <p className="mt-8 text-sm text-smoke">
            Questions? Call (858) 255-0282 or write to hello@sdpumpkin.com. See also our{' '}
            <Link to="/privacy-policy" className="font-medium text-ember underline underline-offset-2">Privacy Policy</Link>.
          </p>
        </article>
      </div>
    </main>
  );
}
