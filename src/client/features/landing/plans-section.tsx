import { Link } from 'react-router';
import { PLANS } from '../../../shared/plans';
import { PlanCard } from '../../components/marketing/plan-card';
import { Button } from '../../components/ui/button';
import { LandingSection } from './landing-section';

/**
 * docs/product.md, Landing page: a visitor subscribes (account first); a signed-in person goes straight to /plans.
 */
export function PlansSection({ signedIn }: { signedIn: boolean }) {
  return (
    <LandingSection
      id="planos"
      titleId="planos-titulo"
      title="Escolha seu plano"
      background="bg-white"
      intro="Sem fidelidade: cancele quando quiser. Todos os planos têm garantia de 7 dias."
    >
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
    </LandingSection>
  );
}
