/** How a figure looks: a small tile among others (a staff order's money), or a wide dark band (spots left this season). */
const LOOKS = {
  tile: {
    box: 'rounded-xl bg-cream px-3 py-2.5',
    label: 'text-xs font-medium tracking-wide text-smoke uppercase',
    value: 'font-display text-xl font-semibold tabular-nums',
  },
  band: {
    box: 'flex items-center justify-between gap-4 rounded-3xl bg-charcoal px-8 py-6 text-cream',
    label: 'text-sm font-semibold tracking-wide text-cream/80',
    value: 'font-display text-5xl text-gold',
  },
} as const;

/** One figure in a `dl`: its label and its number (an amount, a count). */
export function Figure({ label, value, look = 'tile' }: { label: string; value: string | number; look?: keyof typeof LOOKS }) {
  const { box, label: labelClass, value: valueClass } = LOOKS[look];
  return (
    <div className={box}>
      <dt className={labelClass}>{label}</dt>
      <dd className={valueClass}>{value}</dd>
    </div>
  );
}
