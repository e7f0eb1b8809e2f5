import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import type { SeasonSettingsView } from '../api/admin-types.ts';
import type { SeasonForm } from '../logic/season-form.ts';

const CELL = 'px-2 py-2 align-top';
// NOTE: on a phone each date is a small card (date across, both capacities side by side, Remove a full-width tap); the table's
// four columns came to 541 px on a 390 px screen and pushed Remove off it. From `sm` up it is the table again.
const ROW = 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:py-2';
const DATE_CELL = `${CELL} max-sm:col-span-2 max-sm:px-0`;
const LEVEL_CELL = `${CELL} max-sm:px-0`;

/** Delivery dates with capacity per service level; what is booked shows alongside, since capacity cannot go below it. */
export function SeasonDateRows({ form, booked }: { form: UseFormReturn<SeasonForm>; booked: SeasonSettingsView['booked'] }) {
  const rows = useFieldArray({ control: form.control, name: 'dates' });
  const errors = form.formState.errors.dates;
  const bookedFor = (date: string) => booked[date] ?? { 'white-glove': 0, 'drop-off': 0 };
  return (
    <fieldset>
      <legend className="text-base font-semibold text-charcoal">Delivery dates and capacity</legend>
      <p className="mt-0.5 text-xs text-smoke">
        Homes per delivery week. A date with bookings cannot be removed, nor its capacity set below what is booked.
      </p>
      <div className="mt-3 sm:overflow-x-auto">
        <table className="w-full max-w-2xl text-sm max-sm:block">
          <thead className="max-sm:sr-only">
            <tr className="text-left text-xs tracking-wide text-smoke uppercase">
              <th scope="col" className={CELL}>
                Week of
              </th>
              <th scope="col" className={CELL}>
                White-Glove
              </th>
              <th scope="col" className={CELL}>
                Drop-Off
              </th>
              <th scope="col" className={CELL}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {rows.fields.map((field, index) => {
              const date = form.watch(`dates.${index}.date`);
              const taken = bookedFor(date);
              const hasBookings = taken['white-glove'] + taken['drop-off'] > 0;
              const rowErrors = errors?.[index];
              const label = date ? formatCalendarDate(date, { month: 'short', day: 'numeric' }) : `row ${index + 1}`;
              return (
                <tr key={field.id} className={`border-t border-charcoal/8 ${ROW}`}>
                  <td className={DATE_CELL}>
                    <div className="sm:w-40">
                      <Input
                        type="date"
                        aria-label={`Delivery date ${index + 1}`}
                        aria-invalid={Boolean(rowErrors?.date)}
                        className="py-1.5 text-sm"
                        {...form.register(`dates.${index}.date`)}
                      />
                    </div>
                    {rowErrors?.date && <p className="mt-1 text-xs text-danger">{rowErrors.date.message}</p>}
                  </td>
                  {(['whiteGlove', 'dropOff'] as const).map((level) => (
                    <td key={level} className={LEVEL_CELL}>
                      <div className="sm:w-24">
                        <Input
                          type="number"
                          min={level === 'whiteGlove' ? taken['white-glove'] : taken['drop-off']}
                          max={1000}
                          aria-label={`${level === 'whiteGlove' ? 'White-Glove' : 'Drop-Off'} capacity, ${label}`}
                          aria-invalid={Boolean(rowErrors?.[level])}
                          className="py-1.5 text-sm"
                          {...form.register(`dates.${index}.${level}`, { valueAsNumber: true })}
                        />
                      </div>
                      <p className="mt-1 text-xs text-smoke">{level === 'whiteGlove' ? taken['white-glove'] : taken['drop-off']} booked</p>
                      {rowErrors?.[level] && <p className="text-xs text-danger">{rowErrors[level]?.message}</p>}
                    </td>
                  ))}
                  <td className={`${CELL} max-sm:col-span-2 max-sm:px-0`}>
                    {hasBookings ? (
                      <span className="inline-block pt-2 text-xs text-smoke">Has bookings</span>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="max-sm:h-11 max-sm:w-full max-sm:border max-sm:border-charcoal/15"
                        onClick={() => rows.remove(index)}
                        disabled={rows.fields.length === 1}
                        aria-label={`Remove ${label}`}
                      >
                        Remove
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors?.root?.message && <p className="mt-2 text-sm text-danger">{errors.root.message}</p>}
      {errors?.message && <p className="mt-2 text-sm text-danger">{errors.message}</p>}
      <Button variant="outline" size="sm" className="mt-3" onClick={() => rows.append({ date: '', whiteGlove: 0, dropOff: 0 })}>
        Add delivery date
      </Button>
    </fieldset>
  );
}
