import { cn } from '../../lib/cn';

export function Spinner({ className, label = 'Carregando...' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The whole-page loading state used while the session is being read. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="[&>span:first-child]:size-10" label={label} />
    </div>
  );
}
