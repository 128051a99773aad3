import type { ReactNode } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';

export interface FaqItem {
  /** A fixed value: Radix keys the open items by it, and it must not change between server and client. */
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * Where the questions stand decides their heading level and size: on the FAQ page they are the page's sections,
 * right under its h1; inside a page's own section (the plans' doubts) they sit under that section's h2.
 */
const LOOKS = {
  page: {
    Heading: 'h2',
    item: 'rounded-2xl border border-slate-200 bg-white shadow-sm',
    trigger:
      'group flex w-full items-center justify-between gap-4 rounded-2xl p-5 text-left font-semibold text-slate-900 hover:bg-slate-50',
    chevron: 'size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180',
    answer: 'px-5 pb-5 leading-relaxed text-slate-700',
  },
  section: {
    Heading: 'h3',
    item: 'rounded-xl border border-slate-200',
    trigger:
      'group flex w-full items-center justify-between gap-4 rounded-xl p-4 text-left font-medium text-slate-900 hover:bg-slate-50',
    chevron: 'size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180',
    answer: 'px-4 pb-4 text-sm text-slate-700',
  },
} as const;

/** Questions that open one by one, several at a time, each answer under its question. */
export function FaqAccordion({
  items,
  look,
  className,
}: {
  items: readonly FaqItem[];
  look: keyof typeof LOOKS;
  className: string;
}) {
  const { Heading, ...classes } = LOOKS[look];
  return (
    <Accordion.Root type="multiple" className={className}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={classes.item}>
          <Accordion.Header asChild>
            <Heading>
              <Accordion.Trigger className={classes.trigger}>
                {item.question}
                <ChevronDown aria-hidden="true" className={classes.chevron} />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className={classes.answer}>{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
