import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A grid of cards, each a title and a line of text under an optional mark (a step number, a figure), as the landing and Halloween
 * pages list benefits and steps. `dark` sets the words for a charcoal section; `ordered` makes it a numbered list.
 */
export function CardGrid<T extends { title: string; text: string }>({
  items,
  mark,
  className,
  cardClassName,
  titleClassName,
  dark = false,
  ordered = false,
}: {
  items: readonly T[];
  mark?: (item: T, index: number) => ReactNode;
  className: string;
  cardClassName: string;
  titleClassName?: string;
  dark?: boolean;
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={cardClassName}>
          {mark?.(item, index)}
          <h3 className={cn(titleClassName, 'text-xl', dark ? 'font-medium text-cream' : 'font-semibold')}>{item.title}</h3>
          <p className={cn('mt-2 text-sm leading-relaxed', dark ? 'text-cream/75' : 'text-smoke')}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
