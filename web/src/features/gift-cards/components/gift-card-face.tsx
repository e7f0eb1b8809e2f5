/** The card itself, as the buy page previews it and the printable page prints it: deep walnut, gold letters, the code set apart. */
export function GiftCardFace({ amount, forName, code, message }: { amount: string; forName: string | null; code?: string; message?: string | null }) {
  return (
    <figure
      aria-label="SD Pumpkin gift card"
      className="relative aspect-[1.586] w-full max-w-md overflow-hidden rounded-2xl bg-[#2b1a10] p-6 text-cream shadow-[0_24px_60px_-20px_rgba(43,26,16,0.65)] ring-1 ring-gold/40 print:shadow-none sm:p-8"
    >
      <div aria-hidden="true" className="absolute -right-16 -top-16 h-56 w-56 rounded-full bg-[radial-gradient(circle,rgba(217,105,42,0.45),transparent_70%)]" />
      <div aria-hidden="true" className="absolute inset-3 rounded-xl border border-gold/30" />
      <div className="relative flex h-full flex-col justify-between">
        <p className="text-[11px] uppercase tracking-[0.3em] text-gold">SD Pumpkin · Gift card</p>
        <div>
          <p className="font-display text-4xl font-light sm:text-5xl">{amount}</p>
          {forName && <p className="mt-1 font-display text-lg italic text-gold">For {forName}</p>}
          {message && <p className="mt-2 line-clamp-2 text-sm text-cream/80">“{message}”</p>}
        </div>
        <p className="font-mono text-sm tracking-[0.18em] text-cream sm:text-base">{code ?? 'SDP-••••-••••-••••-••••'}</p>
      </div>
    </figure>
  );
}
