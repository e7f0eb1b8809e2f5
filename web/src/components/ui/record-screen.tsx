import type { UseQueryResult } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/**
 * One record of a staff list (a household, an order), fed by one query: the spinner while it loads; if it fails, the failure in an
 * alert with a link back to the list; else a link back to the whole list above the record, which `children` draw from the data.
 */
export function RecordScreen<Data>({
  query,
  loading,
  failure,
  list,
  children,
}: {
  query: UseQueryResult<Data>;
  loading: string;
  failure: string;
  /** The list the record belongs to, and its two link labels: after a failure ("Back to the orders") and above the record ("All orders"). */
  list: { to: LinkProps['to']; back: string; all: string };
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError)
    return (
      <p role="alert" className="text-danger">
        {failure} <Link to={list.to} className="underline">{list.back}</Link>
      </p>
    );
  return (
    <div className="space-y-4">
      <Link to={list.to} className="text-sm font-medium text-ember underline-offset-4 hover:underline">
        ← {list.all}
      </Link>
      {children(query.data)}
    </div>
  );
}
