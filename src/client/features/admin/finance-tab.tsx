import { useId, useState } from 'react';
import { PSYCHOLOGIST_PAYOUT_CENTS } from '../../../shared/contracts/admin';
import { formatBRL } from '../../../shared/money';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useAdminSummary, usePayouts } from './api';
import { currentMonth } from './format';
import { QueryState, tableClasses } from './query-state';

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
              <div className={tableClasses.wrapper}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Assinantes e avulsos</caption>
                  <thead className={tableClasses.head}>
                    <tr>
                      <th scope="col" className={tableClasses.th}>
                        Tipo
                      </th>
                      <th scope="col" className={tableClasses.th}>
                        Consultas
                      </th>
                      <th scope="col" className={tableClasses.th}>
                        Receita
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row" className={tableClasses.td}>
                        Assinante
                      </th>
                      <td className={tableClasses.td}>{data.revenue.subscriber.count}</td>
                      <td className={tableClasses.td}>{formatBRL(data.revenue.subscriber.totalCents)}</td>
                    </tr>
                    <tr>
                      <th scope="row" className={tableClasses.td}>
                        Avulso
                      </th>
                      <td className={tableClasses.td}>{data.revenue.single.count}</td>
                      <td className={tableClasses.td}>{formatBRL(data.revenue.single.totalCents)}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </QueryState>
      </section>
      <PayoutsSection />
    </div>
  );
}

function PayoutsSection() {
  const [month, setMonth] = useState(() => currentMonth());
  const payouts = usePayouts(month);
  const monthId = useId();
  return (
    <section aria-labelledby="repasses-titulo">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-4">
        <h2 id="repasses-titulo" className="text-xl font-semibold text-slate-900">
          Repasse por psicólogo
        </h2>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={monthId}>Mês do repasse</Label>
          <Input
            id={monthId}
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value || currentMonth())}
          />
        </div>
      </div>
      <QueryState
        query={payouts}
        loadingLabel="Carregando repasses..."
        empty="Nenhuma consulta paga neste mês."
        isEmpty={(data) => data.payouts.length === 0}
      >
        {(data) => (
          <div className={tableClasses.wrapper}>
            <table className="w-full text-left text-sm">
              <thead className={tableClasses.head}>
                <tr>
                  <th scope="col" className={tableClasses.th}>
                    Psicólogo
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    Consultas pagas
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    Repasse
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.payouts.map((payout) => (
                  <tr key={payout.psychologistId}>
                    <td className={tableClasses.td}>{payout.psychologistName}</td>
                    <td className={tableClasses.td}>{payout.paidConsultations}</td>
                    <td className={tableClasses.td}>{formatBRL(payout.payoutCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2} className={`${tableClasses.td} font-semibold`}>
                    Total do mês
                  </th>
                  <td className={`${tableClasses.td} font-semibold`}>{formatBRL(data.totalCents)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
