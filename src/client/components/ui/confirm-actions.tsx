import type { ReactNode } from 'react';
import { Button } from './button';
import { PasswordField } from './field';

/** The current password a sensitive step asks for again (enabling or disabling 2FA, deleting the account). */
export function CurrentPasswordField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <PasswordField label={label} autoComplete="current-password" value={value} onValue={onChange} />;
}

/** A form's submit button and the button that backs out, both locked while the step is in flight. */
export function ConfirmActions({
  pending,
  onCancel,
  cancelLabel,
  variant,
  children,
}: {
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  variant?: 'destructive';
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" variant={variant} disabled={pending}>
        {children}
      </Button>
      <Button type="button" variant="ghost" disabled={pending} onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
