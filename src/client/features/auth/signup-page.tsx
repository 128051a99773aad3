import { Link, useNavigate, useSearchParams } from 'react-router';
import { isPlanId } from '../../../shared/plans';
import { RedirectSignedIn } from '../../components/layout/route-guards';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import { AuthShell } from '../../components/layout/auth-shell';
import { SignUpForm } from '../../components/auth/signup-form';

export function SignUpPage() {
  usePageMeta(ROUTE_META['/signup'].title, ROUTE_META['/signup'].description);
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const planParam = isPlanId(plan) ? plan : null;
  const navigate = useNavigate();
  return (
    <RedirectSignedIn to={planParam ? `/plans?plan=${planParam}` : '/plans'}>
      <AuthShell title="Criar conta" description="Leva menos de um minuto. Suas conversas são privadas.">
        <SignUpForm
          submitLabel="Criar conta"
          successDescription="Redirecionando para o pagamento..."
          onCreated={() => navigate(planParam ? `/plans?plan=${planParam}` : '/plans', { replace: true })}
        />
        <p className="mt-6 text-center text-sm text-slate-600">
          Já tem conta?{' '}
          <Link
            to={planParam ? `/login?plan=${planParam}` : '/login'}
            className="font-semibold text-brand-800 hover:underline"
          >
            Entrar
          </Link>
        </p>
      </AuthShell>
    </RedirectSignedIn>
  );
}
