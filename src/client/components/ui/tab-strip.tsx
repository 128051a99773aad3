import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';

export interface TabStripTab {
  /** The tab's value; it also names the first tab open. */
  value: string;
  label: string;
  content: ReactNode;
}

/** The underlined tab strip of the admin report and the psychologist's dashboard; the first tab opens first. */
export function TabStrip({ label, tabs }: { label: string; tabs: readonly TabStripTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="mt-8">
      <Tabs.List aria-label={label} className="flex gap-2 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="pt-6">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
