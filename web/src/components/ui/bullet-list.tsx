/** A list whose items each start with a pumpkin-coloured dot: what a package or a service level includes. */
export function BulletList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <span className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-pumpkin" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
