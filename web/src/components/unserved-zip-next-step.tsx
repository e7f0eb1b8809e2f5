import { Link } from '@tanstack/react-router';

/**
 * What someone whose zip we do not serve can do next (issue 13): ask for a custom quote, which the home page opens from
 * `/?quote=custom`. Used by the zip dialog, /service-areas and /reserve, so it lives outside the features.
 */
export function UnservedZipNextStep({ onFollow }: { onFollow?: () => void }) {
  return (
    <div className="mt-3 text-sm text-ink">
      <p>
        Planning something outside our area? We may still be able to help.{' '}
        <Link
          to="/"
          search={{ quote: 'custom' }}
          onClick={onFollow}
          className="font-semibold text-charcoal underline decoration-pumpkin underline-offset-2 hover:text-ember"
        >
          Request a custom quote
        </Link>
      </p>
      {/* NOTE: the waitlist (docs/design.md §13, POST /api/waitlist) is offered here, beside the quote, once it exists. */}
    </div>
  );
}
