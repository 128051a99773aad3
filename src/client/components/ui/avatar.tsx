import { cn } from '../../lib/cn';

const SIZES = {
  sm: { pixels: 40, box: 'size-10', text: '' },
  md: { pixels: 56, box: 'size-14', text: 'text-lg' },
  lg: { pixels: 64, box: 'size-16', text: 'text-xl' },
} as const;

/**
 * A person's round picture, or their initials when they have none. The picture is decorative (alt=""): the name
 * is always written beside it.
 */
export function Avatar({
  src,
  fallback,
  size,
  lazy = false,
}: {
  src: string | null | undefined;
  fallback: string;
  size: keyof typeof SIZES;
  /** Below the fold (lists of psychologists), so the page does not wait for pictures it does not show yet. */
  lazy?: boolean;
}) {
  const { pixels, box, text } = SIZES[size];
  return src ? (
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      loading={lazy ? 'lazy' : undefined}
      className={cn(box, 'shrink-0 rounded-full object-cover')}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        box,
        text,
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800',
      )}
    >
      {fallback}
    </span>
  );
}
