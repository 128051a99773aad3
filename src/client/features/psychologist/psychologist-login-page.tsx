import { Stethoscope } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button, SubmitButton } from '../../components/ui/button';
import { EmailField, Field, PasswordField, TextareaField } from '../../components/ui/field';
import { ApiRequestError } from '../../lib/api';
import { signInWithEmail, signOut } from '../../lib/auth-client';
import { ME_QUERY_KEY } from '../../lib/me';
import { useFormValues } from '../../lib/use-form-values';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import {
  psychologistRegistrationBodySchema,
  type PsychologistRegistrationBody,
} from '../../../shared/contracts/psychologist-area';
import { fetchPsychologistMe, registerPsychologist } from './api';
import { AuthShell } from '../../components/layout/auth-shell';
import { InvitationForm } from './invitation-form';
import { TWO_FACTOR_STEP_TITLE, TwoFactorStep } from '../../components/auth/two-factor-step';
import { parsedOrToast } from '../../lib/toast-failure';

export const NOT_PSYCHOLOGIST_MESSAGE = 'Acesso negado. Esta conta não está registrada como psicólogo.';

type Mode = 'login' | 'register';

const EMPTY_REGISTRATION: Required<PsychologistRegistrationBody> = {
  name: '',
  specialization: '',
  biography: '',
  crp: '',
  email: '',
  password: '',
};

/**
 * /psychologist-login: login and registration toggled on one page
 * (docs/product.md, Psychologist sign-up and partner applications); `?convite=` sets a password.
 */
export function PsychologistLoginPage() {
  usePageMeta(ROUTE_META['/psychologist-login'].title, ROUTE_META['/psychologist-login'].description);
  const [params] = useSearchParams();
  const invitation = params.get('convite');
  if (invitation) return <InvitationForm token={invitation} />;
  return <LoginOrRegister />;
}

function LoginOrRegister() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('login');
  const [busy, setBusy] = useState(false);
  const { values: form, setValues: setForm, setValue, bind } = useFormValues(EMPTY_REGISTRATION);

  const [codeStep, setCodeStep] = useState(false);

  async function login() {
    try {
      const { twoFactor } = await signInWithEmail({ email: form.email, password: form.password });
      if (twoFactor) {
        setCodeStep(true);
        return;
      }
    } catch (error) {
      toast.error('Erro no login', {
        description:
          error instanceof ApiRequestError && error.status > 0 ? error.message : 'Credenciais inválidas',
      });
      return;
    }
    await enterDashboard();
  }

  async function enterDashboard() {
    try {
      await fetchPsychologistMe();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403) {
        // docs/product.md, Roles and access: an account without a psychologists row is signed out again.
        await signOut().catch(() => undefined);
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        toast.error(NOT_PSYCHOLOGIST_MESSAGE);
        return;
      }
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    toast.success('Login realizado com sucesso!', { description: 'Redirecionando para o painel...' });
    navigate('/psychologist-dashboard', { replace: true });
  }

  async function register() {
    const registration = parsedOrToast(psychologistRegistrationBodySchema, form, 'Erro no cadastro');
    if (!registration) return;
    try {
      await registerPsychologist(registration);
    } catch (error) {
      toast.error('Erro no cadastro', {
        description: error instanceof ApiRequestError ? error.message : 'Erro ao criar conta',
      });
      return;
    }
    toast.success('Cadastro realizado!', { description: 'Verifique seu email para confirmar a conta.' });
    setForm((current) => ({ ...EMPTY_REGISTRATION, email: current.email }));
    setMode('login');
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await (mode === 'login' ? login() : register());
    } catch {
      toast.error('Erro inesperado', { description: 'Tente novamente em alguns instantes.' });
    } finally {
      setBusy(false);
    }
  }

  const registering = mode === 'register';
  if (codeStep) {
    return (
      <AuthShell
        icon={Stethoscope}
        fullScreen={false}
        title={TWO_FACTOR_STEP_TITLE}
        description="Falta só o código para entrar na área do psicólogo."
      >
        <TwoFactorStep
          onVerified={async () => {
            try {
              await enterDashboard();
            } catch {
              toast.error('Erro inesperado', { description: 'Tente novamente em alguns instantes.' });
            }
          }}
          onCancel={() => setCodeStep(false)}
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      icon={Stethoscope}
      fullScreen={false}
      title={registering ? 'Cadastro de psicólogo' : 'Área do psicólogo'}
      description={
        registering
          ? 'Crie sua conta. Seu perfil fica inativo até a nossa equipe analisar o cadastro.'
          : 'Entre para ver suas consultas e configurar seus horários.'
      }
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        {registering ? (
          <>
            <Field label="Nome completo" autoComplete="name" required {...bind('name')} />
            <Field label="Especialização" required {...bind('specialization')} />
            <Field
              label="CRP"
              required
              placeholder="06/123456"
              hint="Região, barra e número, como 06/123456."
              {...bind('crp')}
            />
            <TextareaField label="Biografia" id="psychologist-biography" required {...bind('biography')} />
          </>
        ) : null}
        <EmailField name="email" value={form.email} onValue={(value) => setValue('email', value)} />
        <PasswordField
          name="password"
          autoComplete={registering ? 'new-password' : 'current-password'}
          value={form.password}
          onValue={(value) => setValue('password', value)}
        />
        <SubmitButton size="lg" busy={busy} busyLabel="Processando...">
          {registering ? 'Cadastrar' : 'Entrar'}
        </SubmitButton>
        {registering ? null : (
          <Link
            to="/esqueci-senha"
            className="text-center text-sm font-medium text-brand-800 hover:underline"
          >
            Esqueci minha senha
          </Link>
        )}
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {registering ? 'Já tem conta?' : 'Ainda não tem conta?'}{' '}
        <Button
          variant="link"
          className="h-auto p-0"
          disabled={busy}
          onClick={() => setMode(registering ? 'login' : 'register')}
        >
          {registering ? 'Fazer login' : 'Cadastre-se como psicólogo'}
        </Button>
      </p>
    </AuthShell>
  );
}
