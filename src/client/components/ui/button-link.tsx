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

interface Destination {
  to: string;
  label: string;
}

/** The two ways on from a page that tells an outcome: the one most people take, and an outlined alternative. */
export function NextStepLinks({
  primary,
  alternative,
  className,
}: {
  primary: Destination;
  alternative: Destination;
  className: string;
}) {
  return (
    <div className={className}>
      <ButtonLink to={primary.to} size="lg">
        {primary.label}
      </ButtonLink>
      <ButtonLink to={alternative.to} size="lg" variant="outline">
        {alternative.label}
      </ButtonLink>
    </div>
  );
}
