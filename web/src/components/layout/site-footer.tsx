import { Link } from '@tanstack/react-router';
import { BUSINESS } from '@sdp/shared/constants/business';
import { LogoMark } from './logo.tsx';
import { SectionLink } from './section-link.tsx';
import { EmailLink, PhoneLink } from './contact-links.tsx';
import { useRenderTime } from '../../lib/render-clock.ts';

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/sdpumpkin', path: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5a1 1 0 100 2 1 1 0 000-2z' },
  { label: 'Facebook', href: 'https://www.facebook.com/sdpumpkin', path: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  { label: 'Pinterest', href: 'https://www.pinterest.com/sdpumpkin', path: 'M12 3a9 9 0 00-3.3 17.4c-.1-.8-.1-2 .1-2.8l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.7-3.9-4-3.9-2.8 0-4.4 2.1-4.4 4.2 0 .8.3 1.7.7 2.2l-.3 1.1c-1.3-.6-2.1-2.4-2.1-3.9 0-3.2 2.3-6.1 6.7-6.1 3.5 0 6.2 2.5 6.2 5.8 0 3.5-2.2 6.3-5.2 6.3-1 0-2-.5-2.3-1.2l-.6 2.4c-.2.9-.8 2-1.2 2.6A9 9 0 1012 3z' },
];

const linkClass = 'text-cream/75 transition-colors hover:text-gold';

// NOTE: the consent store loads on the tap, not with every page (ADR 078).
const optOutAndShowChoice = () => void import('../../lib/consent/consent-store.ts').then((store) => store.optOutAndShowChoice());

/** Footer (id contact): site links, social links, phone and e-mail that record contact events. */
export function SiteFooter() {
  const year = new Date(useRenderTime()).getFullYear();
  return (
    <footer id="contact" className="bg-charcoal text-cream">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2.5 font-display text-2xl text-cream">
            <LogoMark /> SD Pumpkin
          </p>
          <p className="mt-2 text-sm tracking-wide text-gold">{BUSINESS.brandLine}</p>
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-cream/75">
            Designer pumpkin and fall porch installations for San Diego County homes, delivered and styled on the Mondays of October.
          </p>
          <ul className="mt-6 flex gap-3">
            {SOCIAL.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`SD Pumpkin on ${social.label}`}
                  className="grid h-10 w-10 place-items-center rounded-full border border-cream/25 text-cream/80 hover:border-gold hover:text-gold"
                >
                  <svg viewBox="0 0 24 24" className="h-4.5 w-4.5" fill="currentColor" aria-hidden="true">
                    <path d={social.path} fillRule="evenodd" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-sans text-xs font-semibold tracking-[0.22em] text-gold uppercase">Explore</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li><SectionLink section="packages" className={linkClass}>Packages</SectionLink></li>
            <li><SectionLink section="gallery" className={linkClass}>Gallery</SectionLink></li>
            <li><SectionLink section="about" className={linkClass}>About</SectionLink></li>
            <li><Link to="/service-areas" className={linkClass}>Service Areas</Link></li>
            <li><Link to="/blog" className={linkClass}>Blog</Link></li>
            <li><Link to="/gift-cards" className={linkClass}>Gift Cards</Link></li>
            <li><Link to="/my-order" className={linkClass}>Manage Your Order</Link></li>
            <li><Link to="/terms" className={linkClass}>Booking Terms</Link></li>
            <li><Link to="/privacy-policy" className={linkClass}>Privacy Policy</Link></li>
            <li>
              {/* NOTE: California's opt-out link (docs/design.md §16, ADR 077): records the opt-out and shows the choice again. */}
              <button type="button" onClick={optOutAndShowChoice} className={`${linkClass} cursor-pointer text-left`}>
                Do Not Sell or Share My Personal Information
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.22em] text-gold uppercase">Contact</h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li><PhoneLink section="footer" className={linkClass} /></li>
            <li><EmailLink section="footer" className={linkClass} /></li>
            <li className="text-cream/75">Open daily, 8 am – 6 pm</li>
            <li className="text-cream/75">Serving San Diego County</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-cream/10">
        <p className="container-page py-6 text-xs text-cream/70">
          © {year} {BUSINESS.brandLine}. Cash, credit card and check accepted.
        </p>
      </div>
    </footer>
  );
}
