import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      brand: 'bg-brand-100 text-brand-800',
      calm: 'bg-calm-100 text-calm-700',
      muted: 'bg-slate-100 text-slate-700',
      destructive: 'bg-red-100 text-red-800',
      success: 'bg-emerald-100 text-emerald-800',
    },
  },
  defaultVariants: { variant: 'brand' },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
