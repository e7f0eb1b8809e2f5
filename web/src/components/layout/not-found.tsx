import { Link } from '@tanstack/react-router';
import { PAGE_ERRORS } from '@sdp/shared/constants/page-errors';
import { buttonClass } from '../ui/button.tsx';
import { useDocumentMeta } from '../../lib/seo.ts';

/** Catch-all screen (docs/product-spec.md §2). */
export function NotFound() {
  useDocumentMeta('Page Not Found | SD Pumpkin', 'The page you were looking for does not exist.');
  return (
    <main className="container-page grid min-h-[60vh] place-items-center py-24 text-center">
      <div>
        <p className="eyebrow">Lost in the pumpkin patch</p>
        <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{PAGE_ERRORS.notFoundTitle}</h1>
        <p className="mt-4 text-smoke">{PAGE_ERRORS.notFoundHint}</p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
