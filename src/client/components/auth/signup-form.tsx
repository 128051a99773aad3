import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { firstSignUpFailure, type SignUpInput } from '../../../shared/contracts/auth';
import { SubmitButton } from '../ui/button';
import { Field } from '../ui/field';
import { ApiRequestError } from '../../lib/api';
import { signUpWithEmail } from '../../lib/auth-client';
import { ME_QUERY_KEY } from '../../lib/me';
import { useFormValues } from '../../lib/use-form-values';

/**
 * The sign-up form (docs/product.md, Sign-up and login), shared by /signup and the account step of /subscribe: the
 * four checks in order, only the first failure shown as a toast, then the account is created and `onCreated`
 * decides where to go.
 */
export function SignUpForm({
  submitLabel,
  successDescription,
  onCreated,
}: {
  submitLabel: string;
  successDescription: string;
  onCreated: (input: { fullName: string; email: string }) => void;
}) {
  const queryClient = useQueryClient();
  const { values, bind } = useFormValues<SignUpInput>({
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const failure = firstSignUpFailure(values);
    if (failure) {
      toast.error(failure.title, { description: failure.message });
      return;
    }
    setBusy(true);
    try {
      await signUpWithEmail({ name: values.fullName, email: values.email, password: values.password });
      toast.success('Conta criada com sucesso!', { description: successDescription });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      onCreated({ fullName: values.fullName.trim(), email: values.email.trim().toLowerCase() });
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.message ? error.message : 'Erro ao criar conta';
      toast.error('Erro no cadastro', { description: message });
    } finally {
      setBusy(false);
    }
  }

  // noValidate: the product wants its own ordered toasts (docs/product.md, Sign-up and login), not the browser's
  // bubbles; the fields stay `required` and typed for assistive technology.
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
      <Field label="Nome completo" autoComplete="name" required {...bind('fullName')} />
      <Field label="E-mail" type="email" autoComplete="email" required {...bind('email')} />
      <Field
        label="Senha"
        type="password"
        autoComplete="new-password"
        required
        hint="Mínimo de 6 caracteres."
        {...bind('password')}
      />
      <Field
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        required
        {...bind('confirmPassword')}
      />
      <SubmitButton size="lg" busy={busy} busyLabel="Criando conta...">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
