import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { scrollToSection } from '../../lib/scroll-to-section.ts';

/**
 * A link to a section of the home page: on / it scrolls smoothly; elsewhere it navigates to /#section (docs/product-spec.md §2).
 * `onNavigate` runs either way (the drawer closes on it).
 */
export function SectionLink({
  section,
  children,
  className,
  onNavigate,
}: {
  section: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const onHome = pathname === '/';
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (onHome && scrollToSection(section)) {
      event.preventDefault();
      history.replaceState(history.state, '', `#${section}`);
    }
  };
  return (
    <Link to="/" hash={section} className={className} onClick={handleClick} resetScroll={false}>
      {children}
    </Link>
  );
}
