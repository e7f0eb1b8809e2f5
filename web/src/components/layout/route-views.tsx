import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../lib/api-fetch.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** What a route shows while its loader runs longer than the router's pending delay. */
export function PendingView() {
  return <Spinner label="Loading" className="min-h-[50vh]" />;
}

/**
 * What a route shows when its loader or screen throws: the API's own message when it gave one (never a stack or library
 * wording), and a way to try again. A 401 on a staff screen is noticed once by the query client and handled by the staff frame (lib/query-client.ts, lib/staff-session.ts).
 */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = (error instanceof ApiError && error.serverMessage) || 'We could not load this page. Please try again.';
  return (
    <main className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
      <div role="alert">
        <h1 className="text-3xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-smoke">{message}</p>
        <Button
          variant="dark"
          className="mt-6"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </div>
    </main>
  );
}
