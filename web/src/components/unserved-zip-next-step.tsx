import { Link } from '@tanstack/react-router';
import { LazyWaitlistForm } from './lazy-waitlist-form.tsx';

/**
 * What someone whose zip we do not serve can do next (issue 13): ask for a custom quote, which the home page opens from
 * `/?quote=custom`. Used by the zip dialog, /service-areas and /reserve, so it lives outside the features.
 */
export function UnservedZipNextStep({ onFollow, zipCode }: { onFollow?: () => void; zipCode?: string | undefined }) {
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
      <div className="mt-3">
        <p className="mb-2">Or join the waitlist: we will e-mail you once we deliver to your area or open the next season.</p>
        <LazyWaitlistForm zipCode={zipCode} />
      </div>
    </div>
  );
}
