import { Link, type LinkProps } from 'react-router';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button';

/** A link to another page of the app that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & VariantProps<typeof buttonVariants>) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
