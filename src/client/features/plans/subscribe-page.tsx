import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { PLANS, getPlan, planFromParam, type PlanId } from '../../../shared/plans';
import { formatBRL } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import { cn } from '../../lib/cn';
import { SignUpForm } from '../../components/auth/signup-form';
import { PlanFeatures } from '../../components/marketing/plan-card';
import { openCheckout } from '../../lib/open-checkout';
import { startPlanCheckout } from './api';

type Step = 'account' | 'payment';

export function SubscribePage() {
  usePageMeta('Assinar a Aria', 'Crie sua conta e escolha o plano para conversar com a Aria 24 horas.');
  const [params, setParams] = useSearchParams();
  const planId = planFromParam(params.get('plan'));
  const me = useMe();
  const [step, setStep] = useState<Step>('account');
  const [account, setAccount] = useState<{ fullName: string; email: string } | null>(null);
  const [paying, setPaying] = useState(false);

  if (me.isPending) return <PageSpinner />;
  // docs/product.md, Plans and payments: people who arrive signed in go to the chat; someone who just created the
  // account here stays.
  if (me.data?.user && !account) return <Navigate to="/aria-chat" replace />;

  const plan = getPlan(planId);
  const selectPlan = (id: PlanId) => setParams({ plan: id }, { replace: true });

  async function finishPayment() {
    setPaying(true);
    try {
      const { url } = await startPlanCheckout(planId);
      openCheckout(url);
    } catch (error) {
      toast.error('Erro no pagamento', {
        description: error instanceof ApiRequestError ? error.message : 'Erro ao processar pagamento',
      });
    } finally {
      setPaying(false);
    }
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Assinar a Aria</h1>
      <ol className="mt-4 flex gap-3 text-sm" aria-label="Etapas">
        <li aria-current={step === 'account' ? 'step' : undefined} className={stepClass(step === 'account')}>
          1. Conta e plano
        </li>
        <li aria-current={step === 'payment' ? 'step' : undefined} className={stepClass(step === 'payment')}>
          2. Pagamento
        </li>
      </ol>

      {step === 'account' ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-lg font-semibold text-slate-900">Escolha seu plano</legend>
            {PLANS.map((option) => (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-4 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  option.id === planId
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="plan"
                    value={option.id}
                    checked={option.id === planId}
                    onChange={() => selectPlan(option.id)}
                    className="size-4 accent-brand-700"
                  />
                  <span>
                    <span className="font-semibold text-slate-900">{option.name}</span>
                    {option.popular ? (
                      <span className="ml-2 text-xs text-brand-700">Mais popular</span>
                    ) : null}
                    <span className="block text-sm text-slate-600">{option.period}</span>
                  </span>
                </span>
                <span className="text-lg font-bold text-slate-900">{formatBRL(option.priceCents)}</span>
              </label>
            ))}
          </fieldset>

          <Card>
            <CardHeader>
              <CardTitle>{account ? 'Sua conta' : 'Crie sua conta'}</CardTitle>
            </CardHeader>
            <CardContent>
              {account ? (
                <div className="flex flex-col gap-4">
                  <p className="text-sm text-slate-700">
                    Conta criada para <strong>{account.fullName}</strong> ({account.email}).
                  </p>
                  <Button size="lg" onClick={() => setStep('payment')}>
                    Continuar para o pagamento
                  </Button>
                </div>
              ) : (
                <>
                  <SignUpForm
                    submitLabel="Criar conta e continuar"
                    successDescription="Prosseguindo para o pagamento..."
                    onCreated={(created) => {
                      setAccount(created);
                      setStep('payment');
                    }}
                  />
                  <p className="mt-6 text-center text-sm text-slate-600">
                    Já tem conta?{' '}
                    <Link
                      to={`/login?plan=${planId}`}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      Entrar
                    </Link>
                  </p>
                </>
              )}
            </CardContent>
          </Card>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Card>
            <CardHeader>
              <CardTitle>Resumo do pedido</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <div className="flex items-baseline justify-between">
                <span className="font-semibold text-slate-900">Plano {plan.name}</span>
                <span className="text-sm text-slate-600">{plan.period}</span>
              </div>
              <PlanFeatures features={plan.features} />
              <div className="flex items-baseline justify-between border-t border-slate-200 pt-4">
                <span className="font-semibold">Total</span>
                <span className="text-2xl font-bold text-slate-900">{formatBRL(plan.priceCents)}</span>
              </div>
            </CardContent>
          </Card>
          <Card>
            <div className="flex flex-col gap-4 p-6">
              {account ? (
                <dl className="text-sm">
                  <dt className="text-slate-500">Nome</dt>
                  <dd className="font-medium text-slate-900">{account.fullName}</dd>
                  <dt className="mt-2 text-slate-500">E-mail</dt>
                  <dd className="font-medium text-slate-900">{account.email}</dd>
                </dl>
              ) : null}
              <p className="flex gap-2 rounded-xl bg-calm-50 p-3 text-sm text-slate-700">
                <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-calm-700" />
                Próximo passo: a página segura de pagamento abre em uma nova aba. Depois de pagar, você volta
                para cá com o plano ativado.
              </p>
              <Button size="lg" onClick={() => void finishPayment()} disabled={paying}>
                {paying ? 'Abrindo pagamento...' : 'Finalizar Pagamento'}
              </Button>
              <Button variant="ghost" onClick={() => setStep('account')} disabled={paying}>
                <ArrowLeft aria-hidden="true" />
                Voltar e editar dados
              </Button>
            </div>
          </Card>
        </div>
      )}
    </div>
  );
}

function stepClass(active: boolean): string {
  return cn('rounded-full px-3 py-1', active ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600');
}
