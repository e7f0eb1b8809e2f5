/** A list of short labels (trust badges, the communities we serve, kinds of project), each drawn by `itemClassName` as a pill or a tile. */
export function LabelList({ items, label, className, itemClassName }: { items: readonly string[]; label?: string; className: string; itemClassName: string }) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {item}
        </li>
      ))}
    </ul>
  );
}
