import { cn } from '../../../components/ui/cn.ts';
import { dayOf } from '../logic/deadline-words.ts';
import type { MyOrder } from '../api/get-my-order.ts';

/**
 * Where the order stands, in the customer's words: the steps done (with their day) and the ones ahead. A column on a phone, a row
 * from the small breakpoint; the current step is the first one not done.
 */
export function StatusTimeline({ steps: all }: { steps: MyOrder['timeline'] }) {
  // NOTE: a step left undone behind one that is done (no crew day was set, and the porch is decorated) is moot: not shown as "Next".
  const lastDone = all.findLastIndex((step) => step.done);
  const steps = all.filter((step, index) => step.done || index > lastDone);
  const current = steps.findIndex((step) => !step.done);
  return (
    <ol className="grid gap-0 sm:auto-cols-fr sm:grid-flow-col" data-testid="my-order-timeline">
      {steps.map((step, index) => {
        const state = step.step === 'cancelled' ? 'stopped' : step.done ? 'done' : index === current ? 'current' : 'ahead';
        return (
          <li key={step.step} className="relative flex gap-4 pb-6 last:pb-0 sm:flex-col sm:gap-3 sm:pr-4 sm:pb-0" aria-current={state === 'current' ? 'step' : undefined}>
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 left-[0.9375rem] h-[calc(100%-2rem)] w-px sm:top-[0.9375rem] sm:left-8 sm:h-px sm:w-[calc(100%-2rem)]',
                  step.done && steps[index + 1]?.step !== 'cancelled' ? 'bg-ember/60' : 'bg-charcoal/15',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
                state === 'done' && 'bg-ember text-white',
                state === 'current' && 'bg-white text-ember ring-2 ring-ember',
                state === 'ahead' && 'bg-white text-smoke ring-1 ring-charcoal/20',
                state === 'stopped' && 'bg-charcoal text-cream',
              )}
            >
              {state === 'stopped' ? (
                <svg viewBox="0 0 24 24" className="h-4 w-4">
                  <path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                </svg>
              ) : state === 'done' ? (
                <svg viewBox="0 0 24 24" className="h-4 w-4">
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className="pt-1 sm:pt-0">
              <span className={cn('block text-sm font-semibold', state === 'ahead' ? 'text-smoke' : 'text-charcoal')}>{step.label}</span>
              <span className="block text-xs text-smoke">
                {step.at ? dayOf(step.at) : state === 'current' ? 'Next' : 'Ahead'}
                <span className="sr-only">{state === 'done' || state === 'stopped' ? ' (done)' : ''}</span>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
