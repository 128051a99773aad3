import type { ReactNode } from 'react';
import { planDiscountPercent, type Plan } from '../../../shared/plans';
import { formatBRL } from '../../../shared/money';
import { Badge } from '../ui/badge';
import { CheckList } from '../ui/check-list';
import { cn } from '../../lib/cn';

/**
 * One plan as docs/product.md, Plans and payments shows it: price, struck original, rounded discount, period,
 * features, popular mark.
 */
export function PlanCard({
  plan,
  highlighted = false,
  action,
  headingLevel = 'h3',
}: {
  plan: Plan;
  highlighted?: boolean;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article
      aria-label={`Plano ${plan.name}`}
      className={cn(
        'relative flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading className="text-xl font-semibold text-slate-900">{plan.name}</Heading>
        {plan.popular ? <Badge>Mais popular</Badge> : null}
      </div>
      <p className="text-sm text-slate-600">{plan.description}</p>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-sm text-slate-500 line-through">{formatBRL(plan.originalPriceCents)}</span>
        <span className="text-3xl font-bold text-slate-900">{formatBRL(plan.priceCents)}</span>
        <span className="text-sm text-slate-600">{plan.period}</span>
      </div>
      <Badge variant="success" className="self-start">
        {planDiscountPercent(plan)}% OFF
      </Badge>
      <PlanFeatures features={plan.features} />
      {action ? <div className="mt-auto pt-2">{action}</div> : null}
    </article>
  );
}

/** What a plan includes: on the plan cards and in the order summary. */
export function PlanFeatures({ features }: { features: readonly string[] }) {
  return <CheckList items={features} listClassName="flex flex-col gap-2 text-sm text-slate-700" />;
}
