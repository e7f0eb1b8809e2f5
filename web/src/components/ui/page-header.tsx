import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** The opening band of an inner page: eyebrow, the page's one h1, a lede and optional actions, on warm parchment. */
export function PageHeader({
  eyebrow,
  title,
  lede,
  children,
  className,
  dark = false,
}: {
  eyebrow: string;
  title: ReactNode;
  lede?: ReactNode;
  children?: ReactNode;
  className?: string;
  dark?: boolean;
}) {
  return (
    <header className={cn('relative isolate overflow-hidden', dark ? 'bg-charcoal text-cream' : 'bg-parchment', className)}>
      <div
        aria-hidden="true"
        className={cn(
          'absolute -top-24 -right-24 -z-10 h-80 w-80 rounded-full blur-3xl',
          dark ? 'bg-ember/30' : 'bg-pumpkin/15',
        )}
      />
      <div aria-hidden="true" className="absolute bottom-0 left-0 -z-10 h-px w-full bg-gradient-to-r from-transparent via-gold/50 to-transparent" />
      <div className="container-page py-14 sm:py-20">
        <p className={dark ? 'eyebrow text-gold' : 'eyebrow'}>{eyebrow}</p>
        <h1 className={cn('mt-3 max-w-3xl text-4xl leading-[1.08] font-medium sm:text-5xl lg:text-6xl', dark && 'text-cream')}>{title}</h1>
        {lede && <p className={cn('mt-5 max-w-2xl text-base leading-relaxed sm:text-lg', dark ? 'text-cream/80' : 'text-smoke')}>{lede}</p>}
        {children}
      </div>
    </header>
  );
}
