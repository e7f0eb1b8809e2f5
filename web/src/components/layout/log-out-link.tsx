import { API_BASE } from '../../lib/api-fetch.ts';
import { forgetKeptRunSheets } from '../../lib/kept-on-phone.ts';

/** Log out: a plain browser navigation to the API (docs/product-spec.md §7), after the run sheet kept on this phone is forgotten. */
export function LogOutLink({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <a
      href={`${API_BASE}/logout`}
      className={className}
      onClick={(event) => {
        // NOTE: the run sheet kept on this phone (ADR 145) goes with the session; then the server signs out as before.
        event.preventDefault();
        onNavigate?.();
        const to = event.currentTarget.href;
        void forgetKeptRunSheets().then(() => window.location.assign(to));
      }}
    >
      Log out
    </a>
  );
}
