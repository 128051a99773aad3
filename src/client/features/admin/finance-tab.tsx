import { useState } from 'react';
import { PSYCHOLOGIST_PAYOUT_CENTS } from '../../../shared/contracts/admin';
import { monthOf } from '../../../shared/dates';
import { formatBRL } from '../../../shared/money';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { useAdminSummary, usePayouts } from './api';
import { Cell, DataTable } from './paged-table';
import { QueryState } from './query-state';

export function FinanceTab() {
  const summary = useAdminSummary();
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="financeiro-resumo">
        <h2 id="financeiro-resumo" className="mb-3 text-xl font-semibold text-slate-900">
          Resumo financeiro
        </h2>
        <QueryState query={summary} loadingLabel="Carregando resumo..." empty="" isEmpty={() => false}>
          {(data) => (
            <div className="grid gap-4 md:grid-cols-2">
              <Card className="p-5">
                <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
                  <dt className="text-slate-600">Receita total</dt>
                  <dd className="font-semibold">{formatBRL(data.revenue.totalCents)}</dd>
                  <dt className="text-slate-600">
                    Repasse aos psicólogos ({formatBRL(PSYCHOLOGIST_PAYOUT_CENTS)} por consulta)
                  </dt>
                  <dd className="font-semibold">{formatBRL(data.revenue.payoutCents)}</dd>
                  <dt className="text-slate-600">Receita da plataforma</dt>
                  <dd className="font-semibold">{formatBRL(data.revenue.platformCents)}</dd>
                  <dt className="text-slate-600">Consultas pagas</dt>
                  <dd className="font-semibold">{data.appointments.paid}</dd>
                </dl>
              </Card>
              <DataTable
                columns={['Tipo', 'Consultas', 'Receita']}
                caption="Assinantes e avulsos"
                wide={false}
              >
                <tr>
                  <Cell header>Assinante</Cell>
                  <Cell>{data.revenue.subscriber.count}</Cell>
                  <Cell>{formatBRL(data.revenue.subscriber.totalCents)}</Cell>
                </tr>
                <tr>
                  <Cell header>Avulso</Cell>
                  <Cell>{data.revenue.single.count}</Cell>
                  <Cell>{formatBRL(data.revenue.single.totalCents)}</Cell>
                </tr>
              </DataTable>
            </div>
          )}
        </QueryState>
      </section>
      <PayoutsSection />
    </div>
  );
}

function PayoutsSection() {
  const [month, setMonth] = useState(() => monthOf());
  const payouts = usePayouts(month);
  return (
    <section aria-labelledby="repasses-titulo">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-4">
        <h2 id="repasses-titulo" className="text-xl font-semibold text-slate-900">
          Repasse por psicólogo
        </h2>
        <Field
          label="Mês do repasse"
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value || monthOf())}
        />
      </div>
      <QueryState
        query={payouts}
        loadingLabel="Carregando repasses..."
        empty="Nenhuma consulta paga neste mês."
        isEmpty={(data) => data.payouts.length === 0}
      >
        {(data) => (
          <DataTable
            columns={['Psicólogo', 'Consultas pagas', 'Repasse']}
            wide={false}
            footer={
              <tr>
                <Cell header colSpan={2} className="font-semibold">
                  Total do mês
                </Cell>
                <Cell className="font-semibold">{formatBRL(data.totalCents)}</Cell>
              </tr>
            }
          >
            {data.payouts.map((payout) => (
              <tr key={payout.psychologistId}>
                <Cell>{payout.psychologistName}</Cell>
                <Cell>{payout.paidConsultations}</Cell>
                <Cell>{formatBRL(payout.payoutCents)}</Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </section>
  );
}
