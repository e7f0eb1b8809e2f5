import { Link, useLocation } from '@tanstack/react-router';
import type { NavLink } from './nav-links.ts';
import { SectionLink } from './section-link.tsx';

/** One navigation entry, an anchor on / or a page link. */
export function NavItem({ link, className, onNavigate }: { link: NavLink; className: string; onNavigate?: () => void }) {
  const onHome = useLocation({ select: (location) => location.pathname === '/' });
  if ('section' in link) {
    return (
      <SectionLink section={link.section} className={className} {...(onNavigate ? { onNavigate } : {})}>
        {link.label}
      </SectionLink>
    );
  }
  const handleClick = () => {
    onNavigate?.();
    if (link.to === '/' && onHome) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <Link to={link.to} className={className} onClick={handleClick}>
      {link.label}
    </Link>
  );
}
