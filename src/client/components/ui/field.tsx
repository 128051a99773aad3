import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Input, Select, Textarea } from './input';
import { Label } from './label';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
}

/** A labelled control: every form field has a visible label tied to it. */
function FieldFrame({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

/** A labelled select of the given options, after an optional empty first choice ('Todos', 'Selecione'). */
export function SelectField({
  label,
  id,
  options,
  emptyOption,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly { value: string | number; label: string }[];
  emptyOption?: string;
}) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame label={label} htmlFor={selectId}>
      <Select id={selectId} {...props}>
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

export function TextareaField({
  label,
  id,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <FieldFrame label={label} htmlFor={textareaId}>
      <Textarea id={textareaId} {...props} />
    </FieldFrame>
  );
}

/** A labelled input, with an optional hint read out with it. */
export function Field({ label, hint, id, ...props }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <FieldFrame label={label} htmlFor={inputId}>
      <Input id={inputId} aria-describedby={hintId} {...props} />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </FieldFrame>
  );
}

type ValueFieldProps = Omit<FieldProps, 'onChange' | 'type' | 'autoComplete' | 'label' | 'value'> & {
  value: string;
  onValue: (value: string) => void;
};

/** The required e-mail field of the sign-in, sign-up and recovery forms. */
export function EmailField({ onValue, label = 'E-mail', ...props }: ValueFieldProps & { label?: string }) {
  return (
    <Field
      label={label}
      type="email"
      autoComplete="email"
      required
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}

/**
 * A required password field. `autoComplete` tells the password manager whether to fill the saved password or offer
 * a new one, so every password field names which it is.
 */
export function PasswordField({
  onValue,
  label = 'Senha',
  autoComplete,
  ...props
}: ValueFieldProps & { label?: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}

/**
 * The 6-digit code of an authenticator app: the numeric keypad, the phone's one-time-code autofill, and room for the
 * space some apps show in the middle ("123 456").
 */
export function TotpCodeField({ onValue, ...props }: ValueFieldProps & { label: string }) {
  return (
    <Field
      name="totp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]{6,7}"
      maxLength={7}
      required
      onChange={(event) => onValue(event.target.value)}
      {...props}
    />
  );
}
