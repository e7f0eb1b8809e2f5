import type { ReactNode } from 'react';
import { Accordion as A } from 'radix-ui';

/** Single-open accordion: opening one item closes the other, clicking the open one closes it (docs/product-spec.md §2 FAQ). */
export function Accordion({ items }: { items: { id: string; title: string; content: ReactNode }[] }) {
  return (
    <A.Root type="single" collapsible className="divide-y divide-charcoal/10 border-y border-charcoal/10">
      {items.map((item) => (
        <A.Item key={item.id} value={item.id}>
          <A.Header>
            <A.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-6 py-5 text-left font-display text-lg text-charcoal hover:text-ember">
              {item.title}
              <span
                aria-hidden="true"
                className="grid h-8 w-8 shrink-0 place-items-center rounded-full border border-charcoal/20 transition-transform group-data-[state=open]:rotate-45"
              >
                +
              </span>
            </A.Trigger>
          </A.Header>
          <A.Content className="pb-5 pr-12 leading-relaxed text-smoke">{item.content}</A.Content>
        </A.Item>
      ))}
    </A.Root>
  );
}
