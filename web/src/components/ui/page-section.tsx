import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { SectionHeading } from './section-heading.tsx';

/**
 * A titled section of a public page: its band (`className`: background and padding), the page's container and the SectionHeading,
 * then what the section shows. The section is named by its heading.
 */
export function PageSection({
  heading,
  id,
  className,
  containerClassName,
  children,
}: {
  heading: Parameters<typeof SectionHeading>[0];
  id?: string;
  className: string;
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={heading.id} className={className}>
      <div className={cn('container-page', containerClassName)}>
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
