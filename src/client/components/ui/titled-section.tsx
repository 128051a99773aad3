import type { ReactNode } from 'react';

/** A section named by its heading: the heading's id and the section's aria-labelledby are written once, together. */
export function TitledSection({
  titleId,
  title,
  className,
  children,
}: {
  titleId: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
