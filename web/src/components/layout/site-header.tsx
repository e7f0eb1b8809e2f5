import { Link } from '@tanstack/react-router';
import { NAV_LINKS } from './nav-links.ts';
import { NavItem } from './nav-item.tsx';
import { LogoMark } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { buttonClass } from '../ui/button.tsx';
import { useGoToSection } from '../../lib/use-go-to-section.ts';

/** Sticky top navigation (docs/product-spec.md §2). */
export function SiteHeader() {
  const goToSection = useGoToSection();
  const viewCollections = () => {
    goToSection('packages');
  };
  return (
    <header className="sticky top-0 z-40 border-b border-charcoal/10 bg-cream/90 backdrop-blur-md">
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Link to="/" className="flex items-center gap-2.5 font-display text-xl font-semibold tracking-tight whitespace-nowrap text-charcoal">
          <LogoMark />
          SD Pumpkin
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-7 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavItem key={link.label} link={link} className="text-sm font-medium text-ink/80 transition-colors hover:text-ember" />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden lg:block">
            <button type="button" onClick={viewCollections} className={buttonClass('primary', 'sm')}>
              View Collections
            </button>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
