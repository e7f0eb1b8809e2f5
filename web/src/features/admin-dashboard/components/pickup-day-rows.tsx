import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import type { SeasonForm } from '../logic/season-form.ts';

/**
 * The season's pick-up days (docs/design.md §26): the days crews collect what they delivered, which customers choose from on their
 * order page. A new day starts a week after the last one.
 */
export function PickupDayRows({ form }: { form: UseFormReturn<SeasonForm> }) {
  const rows = useFieldArray({ control: form.control, name: 'pickupDates' });
  const errors = form.formState.errors.pickupDates;
  const nextDay = () => {
    const last = rows.fields.length > 0 ? form.getValues(`pickupDates.${rows.fields.length - 1}.date`) : '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(last)) return '';
    const next = new Date(`${last}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 7);
    return next.toISOString().slice(0, 10);
  };
  return (
    <div className="border-t border-charcoal/10 pt-5">
      <fieldset>
        <legend className="text-base font-semibold text-charcoal">Pick-up days</legend>
        <p className="mt-0.5 text-xs text-smoke">
          The days crews collect the decor and take the pumpkins to farms. Customers choose one on their order page; each falls in the
          season&apos;s year. With none, the season keeps the days it has.
        </p>
        <ul className="mt-3 grid max-w-md gap-2">
          {rows.fields.map((field, index) => (
            <li key={field.id} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <Input
                  type="date"
                  aria-label={`Pick-up day ${index + 1}`}
                  aria-invalid={Boolean(errors?.[index]?.date)}
                  className="py-1.5 text-sm"
                  {...form.register(`pickupDates.${index}.date`)}
                />
                {errors?.[index]?.date && <p className="mt-1 text-xs text-danger">{errors[index]?.date?.message}</p>}
              </div>
              <Button type="button" variant="outline" className="h-10 shrink-0 px-4" aria-label={`Remove pick-up day ${index + 1}`} onClick={() => rows.remove(index)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {errors?.root?.message && <p className="mt-2 text-sm text-danger" role="alert">{errors.root.message}</p>}
        {errors?.message && <p className="mt-2 text-sm text-danger" role="alert">{errors.message}</p>}
        <Button type="button" variant="outline" className="mt-3 h-10 px-4" onClick={() => rows.append({ date: nextDay() })} disabled={rows.fields.length >= 30}>
          Add a pick-up day
        </Button>
      </fieldset>
    </div>
  );
}
