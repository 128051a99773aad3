import { Link, Navigate, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarClock, CalendarDays, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { PageSpinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { TabStrip } from '../../components/ui/tab-strip';
import { ApiRequestError } from '../../lib/api';
import { signOut } from '../../lib/auth-client';
import { ME_QUERY_KEY, useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/page-meta';
import type { PsychologistMe } from '../../../shared/contracts/psychologist-area';
import { fetchPsychologistMe, PSYCHOLOGIST_ME_KEY } from './api';
import { AppointmentsTab } from './appointments-tab';
import { AvailabilityTab } from './availability-tab';
import { ProfileTab } from './profile-tab';
import { ReceiptsTab } from './receipts-tab';

/**
 * /psychologist-dashboard (docs/product.md, Psychologist area): a visitor goes to the login; an account with no
 * record sees 'Acesso negado.'.
 */
export function PsychologistDashboardPage() {
  usePageMeta('Painel do psicólogo');
  const me = useMe();
  if (me.isPending) return <PageSpinner label="Carregando painel..." />;
  if (!me.data?.user) return <Navigate to="/psychologist-login" replace />;
  return <Dashboard />;
}

function Dashboard() {
  const profile = useQuery({ queryKey: PSYCHOLOGIST_ME_KEY, queryFn: fetchPsychologistMe, retry: false });
  if (profile.isPending) return <PageSpinner label="Carregando painel..." />;
  if (profile.isError) {
    const denied = profile.error instanceof ApiRequestError && profile.error.status === 403;
    return (
      <Message
        text={denied ? 'Acesso negado.' : 'Não foi possível carregar os dados.'}
        action={
          denied ? (
            <ButtonLink to="/psychologist-login">Fazer login</ButtonLink>
          ) : (
            <Button onClick={() => void profile.refetch()}>Tentar novamente</Button>
          )
        }
      />
    );
  }
  return <DashboardContent psychologist={profile.data} />;
}

function Message({ text, action }: { text: string; action: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {text}
      </p>
      {action}
    </div>
  );
}

function DashboardContent({ psychologist }: { psychologist: PsychologistMe }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function handleSignOut() {
    await signOut().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['psychologist'] });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    navigate('/psychologist-login', { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Olá, {psychologist.name}</h1>
          <p className="text-slate-600">{psychologist.specialization}</p>
        </div>
        <Button variant="outline" onClick={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          Sair
        </Button>
      </header>

      {psychologist.isActive ? null : (
        <p
          role="status"
          className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          Seu cadastro está em análise. Nossa equipe responde em até 48 horas; até lá, seu perfil não aparece
          para os pacientes.
          {psychologist.emailVerified ? null : (
            <>
              {' '}
              Confirme seu e-mail pelo link que enviamos no cadastro: só aprovamos cadastros com o e-mail
              confirmado. Não recebeu?{' '}
              <Link to="/conta" className="font-medium underline">
                Reenvie em Minha conta
              </Link>
              .
            </>
          )}
        </p>
      )}

      <section aria-label="Resumo" className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard icon={<CalendarDays />} label="Consultas hoje" value={psychologist.stats.today} />
        <StatCard icon={<CalendarClock />} label="Próximas consultas" value={psychologist.stats.upcoming} />
        <StatCard icon={<CalendarCheck />} label="Total de consultas" value={psychologist.stats.total} />
      </section>

      <TabStrip
        label="Seções do painel"
        tabs={[
          { value: 'consultas', label: 'Consultas', content: <AppointmentsTab /> },
          { value: 'disponibilidade', label: 'Disponibilidade', content: <AvailabilityTab /> },
          { value: 'receita-saude', label: 'Receita Saúde', content: <ReceiptsTab /> },
          { value: 'perfil', label: 'Perfil', content: <ProfileTab psychologist={psychologist} /> },
        ]}
      />
    </div>
  );
}
