import { Link } from 'react-router';
import { PLANS } from '../../../shared/plans';
import { PlanCard } from '../../components/marketing/plan-card';
import { Button } from '../../components/ui/button';

/**
 * docs/product.md, Landing page: a visitor subscribes (account first); a signed-in person goes straight to /plans.
 */
export function PlansSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section id="planos" aria-labelledby="planos-titulo" className="scroll-mt-16 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="planos-titulo" className="text-center text-3xl font-bold text-slate-900">
          Escolha seu plano
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Sem fidelidade: cancele quando quiser. Todos os planos têm garantia de 7 dias.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              highlighted={plan.popular}
              action={
                <Button asChild className="w-full" variant={plan.popular ? 'primary' : 'outline'}>
                  <Link to={signedIn ? `/plans?plan=${plan.id}` : `/subscribe?plan=${plan.id}`}>
                    Escolher {plan.name}
                  </Link>
                </Button>
              }
            />
          ))}
        </div>
      </div>
    </section>
  );
}
