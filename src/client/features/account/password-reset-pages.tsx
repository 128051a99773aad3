import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { PageCard } from '../../components/ui/card';
import { EmailField, PasswordField } from '../../components/ui/field';
import { usePageMeta } from '../../lib/page-meta';
import { requestPasswordReset, resetPassword } from './account-api';
import { toastFailure } from '../../lib/toast-failure';

/** /esqueci-senha: the answer is the same whether the e-mail has an account or not (no account enumeration). */
export function ForgotPasswordPage() {
  usePageMeta('Esqueci minha senha', 'Receba um link para criar uma nova senha.');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      toastFailure('Não foi possível enviar', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageCard title="Esqueci minha senha" description="Digite o e-mail da sua conta.">
      {sent ? (
        <p role="status" className="text-sm text-slate-700">
          Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Ele vale por 1 hora
          e pode ser usado uma única vez.
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <EmailField value={email} onValue={setEmail} />
          <Button type="submit" disabled={busy}>
            Enviar link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Voltar ao login
        </Link>
      </p>
    </PageCard>
  );
}

/** /redefinir-senha?token=…: the link of the e-mail lands here. */
export function ResetPasswordPage() {
  usePageMeta('Criar nova senha', 'Defina uma nova senha para sua conta Aria.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
      toast.success('Senha alterada!', { description: 'Entre com a nova senha.' });
    } catch (error) {
      toastFailure('Não foi possível alterar a senha', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageCard title="Criar nova senha" description="Escolha uma senha com pelo menos 6 caracteres.">
      {done ? (
        <p role="status" className="text-sm text-slate-700">
          Sua senha foi alterada e as sessões abertas foram encerradas.{' '}
          <Link to="/login" className="font-medium text-brand-700 underline">
            Entrar
          </Link>
        </p>
      ) : token === '' ? (
        <p className="text-sm text-slate-700">
          Link incompleto. Peça um novo em{' '}
          <Link to="/esqueci-senha" className="font-medium text-brand-700 underline">
            Esqueci minha senha
          </Link>
          .
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <PasswordField
            label="Nova senha"
            autoComplete="new-password"
            minLength={6}
            value={password}
            onValue={setPassword}
          />
          <Button type="submit" disabled={busy}>
            Salvar nova senha
          </Button>
        </form>
      )}
    </PageCard>
  );
}
