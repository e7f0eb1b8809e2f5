import { Spinner } from '../../../components/ui/spinner.tsx';

/** A catalog page's list while it loads (the spinner), or when it could not load (the page's own words, PAGE_ERRORS). */
export function CatalogLoadState({ pending, failed, loadingLabel, error }: { pending: boolean; failed: boolean; loadingLabel: string; error: string }) {
  return (
    <>
      {pending && <Spinner label={loadingLabel} className="min-h-80" />}
      {failed && (
        <p role="alert" className="rounded-xl bg-danger/5 p-6 text-center text-danger">
          {error}
        </p>
      )}
    </>
  );
}
