import { cn } from '../../../components/ui/cn.ts';

/** Features as a list with pumpkin bullets; `more` adds the "+N more features" line. */
export function FeatureList({ features, more = 0, className }: { features: readonly string[]; more?: number; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm text-ink', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <svg viewBox="0 0 16 16" className="mt-0.5 h-4 w-4 shrink-0 text-pumpkin" aria-hidden="true">
            <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {feature}
        </li>
      ))}
      {more > 0 && <li className="pl-6.5 font-medium text-smoke">+{more} more features</li>}
    </ul>
  );
}
