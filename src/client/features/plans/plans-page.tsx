import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageCircleHeart } from 'lucide-react';
import { toast } from 'sonner';
import { PLANS, planFromParam, type PlanId } from '../../../shared/plans';
import { planBadgeLabel } from '../../../shared/plan-access';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { PlanCard } from '../../components/marketing/plan-card';
import { Testimonials } from '../../components/marketing/testimonials';
import { RequireUser } from '../../components/layout/route-guards';
import { ApiRequestError } from '../../lib/api';
import { ME_QUERY_KEY, useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import { openCheckout } from '../../lib/open-checkout';
import { activateFreePlan, fetchPlansConfig, startPlanCheckout } from './api';
import { PlansFaq } from './plans-faq';

/**
 * docs/product.md, Plans and payments: the free test phase simulates activation for 1 second, then redirects to the
 * chat after 2 seconds.
 */
const FREE_ACTIVATION_DELAY_MS = 1000;
const REDIRECT_DELAY_MS = 2000;

export function PlansPage() {
  usePageMeta(ROUTE_META['/plans'].title, ROUTE_META['/plans'].description);
  return (
    <RequireUser>
      <PlansContent />
    </RequireUser>
  );
}

function PlansContent() {
  const [params] = useSearchParams();
  const selected = planFromParam(params.get('plan'));
  const me = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const config = useQuery({ queryKey: ['plans-config'], queryFn: fetchPlansConfig, staleTime: 60_000 });
  const [busyPlan, setBusyPlan] = useState<PlanId | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const freeTest = config.data?.freeTest ?? false;
  const activePlan = me.data?.plan.active ? me.data.plan.planType : null;

  async function choose(planId: PlanId) {
    setBusyPlan(planId);
    try {
      if (freeTest) {
        await new Promise((resolve) => setTimeout(resolve, FREE_ACTIVATION_DELAY_MS));
        await activateFreePlan(planId);
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        toast.success('Plano ativado!', { description: 'Redirecionando para o chat com a Aria...' });
        redirectTimer.current = setTimeout(() => navigate('/aria-chat'), REDIRECT_DELAY_MS);
        return;
      }
      const { url } = await startPlanCheckout(planId);
      openCheckout(url);
      setBusyPlan(null);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status > 0) {
        toast.error('Erro no pagamento', { description: error.message || 'Erro ao processar pagamento' });
      } else {
        toast.error('Erro inesperado', { description: 'Tente novamente em alguns instantes.' });
      }
      setBusyPlan(null);
    }
  }

  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-12">
        <h1 className="text-center text-3xl font-bold text-slate-900 md:text-4xl">Escolha seu plano</h1>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Converse com a Aria a qualquer hora e tenha desconto nas consultas com psicólogos parceiros.
        </p>
        {activePlan ? (
          <div className="mx-auto mt-6 flex max-w-xl flex-col items-center gap-3 rounded-2xl bg-calm-50 p-4 text-center">
            <p className="text-slate-800">
              Seu plano <strong>{planBadgeLabel(activePlan)}</strong> está ativo.
            </p>
            <ButtonLink to="/aria-chat" variant="calm">
              <MessageCircleHeart aria-hidden="true" />
              Continuar conversa
            </ButtonLink>
          </div>
        ) : null}
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              headingLevel="h2"
              highlighted={plan.id === selected}
              action={
                <Button
                  className="w-full"
                  size="lg"
                  variant={plan.id === selected ? 'primary' : 'outline'}
                  disabled={busyPlan !== null || config.isPending}
                  onClick={() => void choose(plan.id)}
                >
                  {busyPlan === plan.id
                    ? freeTest
                      ? 'Ativando...'
                      : 'Abrindo pagamento...'
                    : freeTest
                      ? 'Começar agora - GRÁTIS'
                      : `Assinar ${plan.name}`}
                </Button>
              }
            />
          ))}
        </div>
      </section>
      <Testimonials headingId="planos-depoimentos" />
      <PlansFaq />
    </>
  );
}
