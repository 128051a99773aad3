import type { ReactNode } from 'react';
import { Card } from './card';

/** One figure of a dashboard's summary row, with its icon and an optional line under it. */
export function StatCard({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint?: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span aria-hidden="true" className="rounded-xl bg-brand-50 p-3 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
        {hint === undefined ? null : <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </Card>
  );
}
