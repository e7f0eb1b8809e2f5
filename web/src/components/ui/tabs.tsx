import type { ReactNode } from 'react';
import { Tabs as T } from 'radix-ui';

/** Accessible tabs on Radix (arrow keys, roving focus); panels mount only while selected. */
export function Tabs({
  tabs,
  defaultValue,
  label,
}: {
  tabs: { value: string; label: ReactNode; content: ReactNode }[];
  defaultValue: string;
  label: string;
}) {
  return (
    <T.Root defaultValue={defaultValue}>
      <T.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-charcoal/15">
        {tabs.map((tab) => (
          <T.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-smoke hover:text-charcoal data-[state=active]:border-ember data-[state=active]:text-charcoal"
          >
            {tab.label}
          </T.Trigger>
        ))}
      </T.List>
      {tabs.map((tab) => (
        <T.Content key={tab.value} value={tab.value} className="pt-5 outline-none">
          {tab.content}
        </T.Content>
      ))}
    </T.Root>
  );
}
