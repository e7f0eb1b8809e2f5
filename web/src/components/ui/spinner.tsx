import { cn } from './cn.ts';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center py-12', className)}>
      <span className="h-10 w-10 animate-spin rounded-full border-2 border-sand border-t-ember" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
