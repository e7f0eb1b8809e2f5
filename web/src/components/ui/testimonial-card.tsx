import { Stars } from './stars.tsx';

/** One client's words with their stars, name and neighbourhood (the home and landing testimonials). `compact` sets it closer. */
export function TestimonialCard({
  item,
  className,
  compact = false,
}: {
  item: { name: string; location: string; text: string; rating?: number };
  className: string;
  compact?: boolean;
}) {
  return (
    <figure className={className}>
      <Stars rating={item.rating ?? 5} />
      <blockquote className={`${compact ? 'mt-4' : 'mt-5'} flex-1 font-display text-lg leading-relaxed text-charcoal italic`}>“{item.text}”</blockquote>
      <figcaption className={`${compact ? 'mt-5' : 'mt-6'} text-sm`}>
        <span className="font-semibold text-charcoal">{item.name}</span>
        <span className="text-smoke"> · {item.location}</span>
      </figcaption>
    </figure>
  );
}
