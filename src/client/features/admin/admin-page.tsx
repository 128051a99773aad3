import { useState } from 'react';
import { Link } from 'react-router';
import { Banknote, Download, ShieldCheck, ShieldX, Stethoscope, TrendingUp, UsersRound } from 'lucide-react';
import type { AppointmentFilters } from '../../../shared/contracts/admin';
import { formatBRL } from '../../../shared/money';
import { RequireUser } from '../../components/layout/route-guards';
import { buttonVariants } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { StatCard } from '../../components/ui/stat-card';
import { TabStrip } from '../../components/ui/tab-strip';
import { useMe } from '../../lib/me';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { csvUrl, useAdminSummary } from './api';
import { AppointmentsTab } from './appointments-tab';
import { AuditTab } from './audit-tab';
import { CompaniesTab } from './companies-tab';
import { FinanceTab } from './finance-tab';
import { PsychologistsTab } from './psychologists-tab';

/**
 * /admin-consultas (docs/product.md, Admin report). A visitor goes to /login; a signed-in person without the admin
 * role reads 'Acesso negado'. The server checks the role again on every /api/admin call, so this is only what the
 * person sees.
 */
export function AdminPage() {
  usePageMeta('Relatório de consultas');
  return (
    <RequireUser>
      <AdminGate />
    </RequireUser>
  );
}

function AdminGate() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (!me.data?.roles.includes('admin')) return <AccessDenied />;
  return <TwoFactorGate />;
}

/** The server refuses every admin call until the admin turns on 2FA (ADR 017); say so once, not per tab. */
function TwoFactorGate() {
  const summary = useAdminSummary();
  if (summary.isPending) return <PageSpinner />;
  if (summary.error instanceof ApiRequestError && summary.error.code === 'two_factor_required') {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-20 text-center">
        <ShieldCheck aria-hidden="true" className="size-12 text-brand-700" />
        <h1 className="text-2xl font-bold text-slate-900">Verificação em duas etapas necessária</h1>
        <p className="text-slate-600">{summary.error.message}</p>
        <Link to="/conta" className={buttonVariants()}>
          Ir para Minha conta
        </Link>
      </div>
    );
  }
  return <AdminReport />;
}

function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-20 text-center">
      <ShieldX aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="text-2xl font-bold text-slate-900">Acesso negado</h1>
      <p className="text-slate-600">Esta página é exclusiva para a administração da Aria.</p>
    </div>
  );
}

function AdminReport() {
  // The consultation filters live here so 'Exportar CSV' exports exactly what the Consultas tab shows.
  const [filters, setFilters] = useState<AppointmentFilters>({});
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Relatório de consultas</h1>
        <a href={csvUrl(filters)} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          Exportar CSV
        </a>
      </div>
      <SummaryCards />
      <TabStrip
        label="Seções do relatório"
        tabs={[
          { value: 'psicologos', label: 'Psicólogos', content: <PsychologistsTab /> },
          {
            value: 'consultas',
            label: 'Consultas',
            content: <AppointmentsTab filters={filters} onFiltersChange={setFilters} />,
          },
          { value: 'financeiro', label: 'Financeiro', content: <FinanceTab /> },
          { value: 'empresas', label: 'Empresas', content: <CompaniesTab /> },
          { value: 'auditoria', label: 'Auditoria', content: <AuditTab /> },
        ]}
      />
    </div>
  );
}

function SummaryCards() {
  const summary = useAdminSummary();
  if (summary.isError) {
    return (
      <p role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        Não foi possível carregar o resumo. {summary.error.message}
      </p>
    );
  }
  const data = summary.data;
  const pending = (value: () => string) => (data ? value() : '…');
  return (
    <section
      aria-label="Resumo"
      aria-busy={summary.isPending}
      className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <StatCard
        icon={<UsersRound />}
        label="Psicólogos ativos"
        value={pending(() => String(data!.psychologists.active))}
        hint={pending(() => `de ${data!.psychologists.total} cadastrados`)}
      />
      <StatCard
        icon={<Stethoscope />}
        label="Consultas pagas"
        value={pending(() => String(data!.appointments.paid))}
        hint={pending(() => `${data!.appointments.total} registradas no total`)}
      />
      <StatCard
        icon={<Banknote />}
        label="Receita total"
        value={pending(() => formatBRL(data!.revenue.totalCents))}
        hint="Consultas pagas, sem reembolsos"
      />
      <StatCard
        icon={<TrendingUp />}
        label="Receita da plataforma"
        value={pending(() => formatBRL(data!.revenue.platformCents))}
        hint="Valor menos R$ 50,00 por consulta"
      />
    </section>
  );
}
