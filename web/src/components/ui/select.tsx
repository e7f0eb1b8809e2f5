import { useState } from 'react';
import { Select as S } from 'radix-ui';
import { cn } from './cn.ts';
import { inputClass } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Accessible select on Radix; `id` and aria props land on the trigger so a <label htmlFor> names it. */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  invalid,
  describedBy,
  name,
  className,
}: {
  id?: string;
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  name?: string;
  className?: string;
}) {
  const selected = options.find((option) => option.value === value);
  // NOTE: the list exists only while it is open. Closed, Radix renders every option into a detached fragment from a layout
  // effect: a synchronous re-render right after hydration, and with the four add-on quantities on /reserve the page's largest
  // long task (150-270 ms at 4x CPU; issue 25 item 16, ADR 097). The trigger shows the chosen label itself (below).
  const [open, setOpen] = useState(false);
  return (
    <S.Root value={value ?? ''} onValueChange={onValueChange} open={open} onOpenChange={setOpen} {...(name ? { name } : {})}>
      <S.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, 'flex cursor-pointer items-center justify-between text-left data-[placeholder]:text-smoke', className)}
      >
        {/* NOTE: the chosen label given here, not copied in by Radix after mount: a server-rendered page shows it from the start. */}
        <S.Value placeholder={placeholder}>{selected?.label}</S.Value>
        <S.Icon aria-hidden="true">
          <svg viewBox="0 0 20 20" className="h-4 w-4 text-smoke">
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </S.Icon>
      </S.Trigger>
      {open && (
        <S.Portal>
          {/* NOTE: Radix sizes the popper to its longest label ("Week of October 12, 2026 · 4 spots left · Neighbour week: save $40"),
              wider than a phone; held to the room beside the trigger, a long label wraps instead of running off the screen (issue 36 item 7). */}
          <S.Content
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className="z-[60] max-h-72 max-w-[var(--radix-select-content-available-width)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-charcoal/10 bg-white shadow-xl"
          >
            <S.Viewport className="p-1">
              {options.map((option) => (
                <S.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="cursor-pointer rounded-md px-3 py-2 text-sm break-words whitespace-normal text-ink outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-smoke/60 data-[disabled]:line-through data-[highlighted]:bg-parchment"
                >
                  <S.ItemText>{option.label}</S.ItemText>
                </S.Item>
              ))}
            </S.Viewport>
          </S.Content>
        </S.Portal>
      )}
    </S.Root>
  );
}
