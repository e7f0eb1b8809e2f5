import { formatUsd, toCents } from '@sdp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { useGiftCardFace } from '../api/gift-card-face.ts';
import { GiftCardFace } from './gift-card-face.tsx';

/** /gift-cards/card/:code (docs/design.md §27): the printable card, linked from its e-mail; the site's frame hides when printed. */
export function PrintGiftCardScreen({ code }: { code: string }) {
  useDocumentMeta('Your Gift Card | SD Pumpkin', 'Your SD Pumpkin gift card, ready to print.');
  const face = useGiftCardFace(code);
  if (face.isPending) return <Spinner label="Loading the gift card" className="py-24" />;
  if (face.isError)
    return (
      <main className="container-page py-24 text-center">
        <p role="alert" className="text-charcoal">This gift card code is not valid. Please check the link in your e-mail, or call (858) 255-0282.</p>
      </main>
    );
  const card = face.data;
  const money = (amount: string) => formatUsd(toCents(amount), { alwaysCents: true });
  return (
    <main className="container-page flex max-w-3xl flex-col items-center gap-8 py-12 print:py-0">
      <style>{'@media print { header, footer, nav, [data-no-print] { display: none !important; } body { background: #fff; } }'}</style>
      <GiftCardFace amount={money(card.amount)} forName={card.recipientName ?? card.buyerName} code={card.code} message={card.message} />
      <section className="max-w-md text-center text-sm text-smoke">
        <p>
          Spend it at <strong className="text-charcoal">sdpumpkin.com</strong>: choose a porch and enter the code at checkout. It pays your deposit,
          and what is left stays on the card. Balance now: <strong className="text-charcoal">{money(card.balance)}</strong>.
        </p>
        <p className="mt-3">No expiry date and no fees. A balance under $10 is paid in cash on request (California Civil Code 1749.5).</p>
      </section>
      <div data-no-print>
        <Button variant="dark" onClick={() => window.print()}>Print the card</Button>
      </div>
    </main>
  );
}
