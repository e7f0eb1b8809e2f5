import type { Control, FieldValues, Path } from 'react-hook-form';
import type { SeasonInfo } from '@sdp/shared/wire';
import { FormSelect } from './ui/form-select.tsx';
import { OffSeasonNotice } from './off-season-notice.tsx';

/**
 * The delivery-week picker of the order forms, or off season the notice in its place (docs/design.md §13): no date is offered
 * unless booking is open, and the API offers only dates still ahead.
 */
export function DeliveryWeekField<T extends FieldValues>({ season, control, name, error, options }: {
  season: SeasonInfo | undefined;
  control: Control<T>;
  name: Path<T>;
  error: string | undefined;
  options: { value: string; label: string; disabled?: boolean }[];
}) {
  if (season && season.state !== 'open') return <OffSeasonNotice season={season} headingLevel="h3" className="sm:col-span-6" />;
  return (
    <FormSelect control={control} name={name} label="Delivery week" error={error} options={options} placeholder="Select a delivery date" className="sm:col-span-6" />
  );
}
