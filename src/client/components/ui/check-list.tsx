import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

interface CheckLook {
  /** 'md' beside body text, 'sm' in the smaller print of cards. */
  size?: 'sm' | 'md';
  /** On a coloured panel the tick takes the text's colour instead of the calm green. */
  plain?: boolean;
  className?: string;
}

/** One line of what a plan, a consultation or a partnership includes, after a tick. */
export function CheckItem({
  size = 'sm',
  plain = false,
  className,
  children,
}: CheckLook & { children: ReactNode }) {
  return (
    <li className={cn('flex gap-2', className)}>
      <Check
        aria-hidden="true"
        className={cn('mt-0.5 shrink-0', size === 'sm' ? 'size-4' : 'size-5', !plain && 'text-calm-700')}
      />
      {children}
    </li>
  );
}

export function CheckList({
  items,
  listClassName,
  ...look
}: CheckLook & { items: readonly string[]; listClassName: string }) {
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <CheckItem key={item} {...look}>
          {item}
        </CheckItem>
      ))}
    </ul>
  );
}
