import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { StatusFilter } from '../logic/filter-quotes.ts';
import { QUOTE_STATUS_OPTIONS } from '../logic/status-labels.ts';

const FILTER_OPTIONS = [{ value: 'all', label: 'All statuses' }, ...QUOTE_STATUS_OPTIONS];

export function QuoteToolbar({
  search,
  onSearch,
  status,
  onStatus,
  onExport,
  exportable,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  onExport: () => void;
  exportable: boolean;
}) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="mb-1 block text-xs font-medium text-smoke">
          Search name, email or project type
        </label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="e.g. maria, @gmail.com, hoa"
          className="py-2 text-sm"
        />
      </div>
      <div className="sm:w-48">
        <label htmlFor={statusId} className="mb-1 block text-xs font-medium text-smoke">
          Status
        </label>
        <Select
          id={statusId}
          value={status}
          onValueChange={(value) => onStatus(value as StatusFilter)}
          options={FILTER_OPTIONS}
          className="py-2 text-sm"
        />
      </div>
      <Button variant="dark" onClick={onExport} disabled={!exportable} className="h-10.5">
        Export CSV
      </Button>
    </div>
  );
}
