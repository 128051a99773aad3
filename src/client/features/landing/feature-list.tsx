import type { ComponentType, SVGProps } from 'react';
import { cn } from '../../lib/cn';

export interface Feature {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}

const STYLES = {
  outlined: { list: 'gap-6 lg:grid-cols-4', item: 'gap-3 border border-slate-200 p-6', icon: 'size-8' },
  raised: { list: 'gap-6 lg:grid-cols-4', item: 'gap-3 bg-white p-6 shadow-sm', icon: 'size-8' },
  badges: {
    list: 'gap-4 lg:grid-cols-5',
    item: 'items-center gap-2 bg-white p-5 text-center',
    icon: 'size-7',
  },
};

/** The grid of icon cards the landing's sections share. */
export function FeatureList({
  features,
  look,
  iconColor,
}: {
  features: readonly Feature[];
  look: keyof typeof STYLES;
  iconColor: 'text-brand-700' | 'text-calm-700';
}) {
  const style = STYLES[look];
  return (
    <ul className={cn('mt-10 grid sm:grid-cols-2', style.list)}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn('flex flex-col rounded-2xl', style.item)}>
          <Icon aria-hidden="true" className={cn(style.icon, iconColor)} />
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="text-sm text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
