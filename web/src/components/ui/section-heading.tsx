/** Eyebrow, serif title and lede shared by every home section. */
export function SectionHeading({ id, eyebrow, title, lede, light = false }: { id: string; eyebrow: string; title: string; lede?: string; light?: boolean }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className={light ? 'eyebrow text-gold' : 'eyebrow'}>{eyebrow}</p>
      <h2 id={id} className={`mt-3 text-3xl font-medium sm:text-4xl lg:text-5xl ${light ? 'text-cream' : ''}`}>
        {title}
      </h2>
      {lede && <p className={`mt-4 text-base leading-relaxed sm:text-lg ${light ? 'text-cream/80' : 'text-smoke'}`}>{lede}</p>}
    </div>
  );
}
