import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isPlanId } from '../../../shared/plans';
import { SubmitButton } from '../../components/ui/button';
import { EmailField, PasswordField } from '../../components/ui/field';
import { RedirectSignedIn } from '../../components/layout/route-guards';
import { ApiRequestError } from '../../lib/api';
import { signInWithEmail } from '../../lib/auth-client';
import { ME_QUERY_KEY } from '../../lib/me';
import { safeReturnPath } from '../../lib/return-path';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import { AuthShell } from '../../components/layout/auth-shell';
import { SocialButtons } from './social-buttons';
import { TWO_FACTOR_STEP_TITLE, TwoFactorStep } from '../../components/auth/two-factor-step';

export function LoginPage() {
  usePageMeta(ROUTE_META['/login'].title, ROUTE_META['/login'].description);
  const [params] = useSearchParams();
  return (
    <RedirectSignedIn to={safeReturnPath(params.get('next')) ?? undefined}>
      <LoginForm />
    </RedirectSignedIn>
  );
}

function LoginForm() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const planParam = isPlanId(plan) ? plan : null;
  // e.g. the consultation booking sends a subscriber here and expects them back (`?next=`).
  const next = safeReturnPath(params.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeStep, setCodeStep] = useState(false);

  async function finish() {
    toast.success('Login realizado com sucesso!', { description: 'Redirecionando...' });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    navigate(next ?? (planParam ? `/plans?plan=${planParam}` : '/aria-chat'), { replace: true });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { twoFactor } = await signInWithEmail({ email, password });
      if (twoFactor) {
        setCodeStep(true);
        setBusy(false);
        return;
      }
      await finish();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status > 0) {
        toast.error('Erro no login', { description: error.message || 'Credenciais inválidas' });
      } else {
        toast.error('Erro inesperado', { description: 'Tente novamente em alguns instantes.' });
      }
      setBusy(false);
    }
  }

  if (codeStep) {
    return (
      <AuthShell title={TWO_FACTOR_STEP_TITLE} description="Falta só o código para entrar na sua conta.">
        <TwoFactorStep onVerified={finish} onCancel={() => setCodeStep(false)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Entrar" description="Que bom ter você aqui. Entre para continuar.">
      {params.get('erro') === '2fa-social' ? (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-slate-700"
        >
          Esta conta usa verificação em duas etapas. Entre com e-mail e senha para digitar o código.
        </p>
      ) : null}
      <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate={false}>
        <EmailField name="email" value={email} onValue={setEmail} />
        <PasswordField
          name="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
        />
        <SubmitButton size="lg" busy={busy} busyLabel="Entrando...">
          Entrar
        </SubmitButton>
        <Link to="/esqueci-senha" className="text-center text-sm font-medium text-brand-800 hover:underline">
          Esqueci minha senha
        </Link>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs text-slate-500">
        <span className="h-px flex-1 bg-slate-200" /> ou <span className="h-px flex-1 bg-slate-200" />
      </div>
      <SocialButtons disabled={busy} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Ainda não tem conta?{' '}
        <Link
          to={planParam ? `/subscribe?plan=${planParam}` : '/subscribe'}
          className="font-semibold text-brand-800 hover:underline"
        >
          Cadastre-se aqui
        </Link>
      </p>
    </AuthShell>
  );
}
