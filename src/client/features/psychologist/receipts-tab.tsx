import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { formatCpf } from '../../../shared/cpf';
import { formatDate, formatDateAtTime, monthOf } from '../../../shared/dates';
import { formatBRL } from '../../../shared/money';
import { fetchReceiptsMonth, receiptsMonthKey } from './api';

/**
 * 'Receita Saúde' (issue 24): the month's paid consultations with what each receipt needs, to be issued in the
 * Receita Saúde app, and the same list as a CSV.
 */
export function ReceiptsTab() {
  const [month, setMonth] = useState(() => monthOf());
  const list = useQuery({
    queryKey: receiptsMonthKey(month),
    queryFn: () => fetchReceiptsMonth(month),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-3xl text-sm text-slate-700">
        Desde janeiro de 2025, cada pagamento recebido como pessoa física pede um recibo no Receita Saúde, com
        o CPF de quem pagou e do paciente. Aqui estão as consultas pagas no mês, com esses dados.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Mês" type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        <Button asChild variant="outline">
          <a href={`/api/psychologist/receipts.csv?month=${encodeURIComponent(month)}`} download>
            <Download aria-hidden="true" />
            Baixar CSV
          </a>
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label="Carregando pagamentos..." />
      ) : list.isError ? (
        <p role="alert">Não foi possível carregar os dados.</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-slate-600">Nenhuma consulta paga neste mês</p>
      ) : (
        <>
          <p className="font-semibold text-slate-900">
            {list.data.items.length} {list.data.items.length === 1 ? 'consulta' : 'consultas'} · total{' '}
            {formatBRL(list.data.totalCents)}
          </p>
          <ul className="flex flex-col gap-2">
            {list.data.items.map((item) => (
              <li key={item.appointmentId}>
                <Card className="flex flex-col gap-1 px-4 py-3 text-sm text-slate-800">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <strong>
                      Pago em {formatDate(item.paidAt)} · {formatBRL(item.amountCents)}
                    </strong>
                    {item.cpfMissing ? <Badge variant="destructive">CPF não informado</Badge> : null}
                  </div>
                  <span>Consulta: {formatDateAtTime(item.consultationStartsAt)}</span>
                  <span>
                    Pagador: {item.payerName} · CPF {item.payerCpf ? formatCpf(item.payerCpf) : '—'}
                  </span>
                  <span>
                    Paciente: {item.patientName} · CPF {item.patientCpf ? formatCpf(item.patientCpf) : '—'}
                  </span>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
