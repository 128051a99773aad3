/**
 * The shape of a page while the session is read: what a pre-rendered page behind a session paints first (ADR 028),
 * instead of a blank screen or a lone spinner, and the same tree hydration finds.
 */
export function PageSkeleton({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex min-h-[60vh] max-w-5xl flex-col gap-6 px-4 py-8"
    >
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="h-9 w-2/3 max-w-md animate-pulse rounded-lg bg-slate-200" />
        <div className="h-4 w-full max-w-2xl animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-5/6 max-w-xl animate-pulse rounded bg-slate-100" />
      </div>
      <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="h-56 animate-pulse rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
