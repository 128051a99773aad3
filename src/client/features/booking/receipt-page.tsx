import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { RequireUser } from '../../components/layout/route-guards';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { formatCpf } from '../../../shared/cpf';
import { formatDate, formatDateAtTime } from '../../../shared/dates';
import { formatBRL } from '../../../shared/money';
import type { Receipt } from '../../../shared/contracts/receipts';
import { BackLink } from './back-link';
import { fetchReceipt } from './consultations-api';

const cpfOrMissing = (cpf: string | null) => (cpf ? formatCpf(cpf) : 'não informado');

/** /consultas/:id/recibo — the receipt of one paid consultation, printable and saved as PDF by the browser. */
export function ReceiptPage() {
  usePageMeta('Recibo da consulta');
  return (
    <RequireUser>
      <ReceiptContent />
    </RequireUser>
  );
}

function ReceiptContent() {
  const { id = '' } = useParams();
  const receipt = useQuery({
    queryKey: ['consultations', id, 'receipt'],
    queryFn: () => fetchReceipt(id),
    retry: false,
  });
  if (receipt.isPending) return <PageSpinner label="Carregando recibo..." />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="print:hidden">
        <BackLink to="/consultas">Voltar às consultas</BackLink>
      </div>
      {receipt.isError ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900">
          {receipt.error instanceof ApiRequestError
            ? receipt.error.message
            : 'Não foi possível carregar o recibo.'}
        </p>
      ) : (
        <ReceiptDocument receipt={receipt.data} />
      )}
    </div>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const rows: Array<[string, string]> = [
    ['Pagador', `${receipt.payerName} · CPF ${cpfOrMissing(receipt.payerCpf)}`],
    ['Paciente (beneficiário)', `${receipt.patientName} · CPF ${cpfOrMissing(receipt.patientCpf)}`],
    [
      'Psicólogo(a)',
      `${receipt.psychologistName}${receipt.psychologistCrp ? ` · CRP ${receipt.psychologistCrp}` : ''}`,
    ],
    ['Serviço', receipt.service],
    ['Data da consulta', formatDateAtTime(receipt.consultationStartsAt)],
    ['Valor pago', formatBRL(receipt.amountCents)],
    ['Data do pagamento', formatDate(receipt.paidAt)],
  ];
  return (
    <article
      aria-labelledby="recibo-titulo"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 print:border-0 print:p-0"
    >
      <header className="flex flex-col gap-1">
        <h1 id="recibo-titulo" className="text-2xl font-bold text-slate-900">
          Recibo
        </h1>
        <p className="text-sm text-slate-600">
          Consulta paga pela Aria · nº {receipt.appointmentId.slice(0, 8).toUpperCase()}
        </p>
      </header>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.patientCpf === null || receipt.payerCpf === null ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 print:hidden">
          Sem CPF, o recibo do Receita Saúde não pode ser emitido. Informe o seu CPF em Minha conta.
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        O(a) psicólogo(a) emite também o recibo oficial no Receita Saúde, com estes dados, para a dedução no
        Imposto de Renda.
      </p>
      <Button className="self-start print:hidden" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Imprimir ou salvar em PDF
      </Button>
    </article>
  );
}
