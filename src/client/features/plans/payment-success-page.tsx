import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { getPlan, isPlanId, planFromParam } from '../../../shared/plans';
import { NextStepLinks } from '../../components/ui/button-link';
import { PaymentVerifying } from '../../components/payment/payment-verifying';
import { ApiRequestError } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import { useFirstMountEffect } from '../../lib/use-first-mount-effect';
import { verifyPlanPayment } from './api';

const REDIRECT_DELAY_MS = 2000;

type State =
  { status: 'verifying' } | { status: 'success'; planName: string } | { status: 'error'; message: string };

export function PaymentSuccessPage() {
  usePageMeta('Confirmação de pagamento');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const planParam = params.get('plan_type') ?? params.get('plan');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'verifying' });

  useFirstMountEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function verify() {
      if (!sessionId) {
        setState({ status: 'error', message: 'ID de sessão não encontrado' });
        toast.error('Erro', { description: 'Erro ao processar pagamento' });
        return;
      }
      try {
        const result = await verifyPlanPayment(sessionId);
        const planId = isPlanId(result.planType) ? result.planType : planFromParam(planParam);
        setState({ status: 'success', planName: getPlan(planId).name });
        toast.success('Pagamento confirmado!');
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        timer = setTimeout(() => navigate('/aria-chat', { replace: true }), REDIRECT_DELAY_MS);
      } catch (error) {
        const message =
          error instanceof ApiRequestError || error instanceof Error
            ? error.message
            : 'Erro ao processar pagamento';
        setState({ status: 'error', message: message || 'Erro ao processar pagamento' });
        toast.error('Erro', { description: 'Erro ao processar pagamento' });
      }
    }
    void verify();
    return () => clearTimeout(timer);
  });

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-5 px-4 py-12 text-center">
      {state.status === 'verifying' ? (
        <PaymentVerifying label="Verificando pagamento..." title="Verificando seu pagamento..." />
      ) : state.status === 'success' ? (
        <>
          <CheckCircle2 aria-hidden="true" className="size-16 text-emerald-600" />
          <h1 className="text-3xl font-bold text-slate-900">Pagamento Confirmado!</h1>
          <p className="text-lg text-slate-700">{state.planName} ativado</p>
          <p className="text-sm text-slate-500">Você será levado ao chat com a Aria em instantes.</p>
          <NextStepLinks
            className="flex flex-col gap-3 sm:flex-row"
            primary={{ to: '/aria-chat', label: 'Ir para o Chat com Aria' }}
            alternative={{ to: '/', label: 'Voltar ao início' }}
          />
        </>
      ) : (
        <>
          <XCircle aria-hidden="true" className="size-16 text-red-600" />
          <h1 className="text-3xl font-bold text-slate-900">Erro na Verificação</h1>
          <p role="alert" className="text-slate-700">
            {state.message}
          </p>
          <NextStepLinks
            className="flex flex-col gap-3 sm:flex-row"
            primary={{ to: '/subscribe', label: 'Voltar aos Planos' }}
            alternative={{ to: '/', label: 'Ir para Home' }}
          />
        </>
      )}
    </div>
  );
}
