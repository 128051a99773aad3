import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A section of the landing page: its heading and intro centred over what it shows. An `id` makes it a target of
 * the header's links, so it stops below the sticky header.
 */
export function LandingSection({
  id,
  titleId,
  title,
  intro,
  background,
  children,
}: {
  id?: string;
  titleId: string;
  title: string;
  intro: ReactNode;
  background: 'bg-white' | 'bg-calm-50' | 'bg-slate-50';
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={cn(id ? 'scroll-mt-16' : null, background)}>
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id={titleId} className="text-center text-3xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
