import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { RECORD_COPY_STATUS_LABELS } from '../../../shared/contracts/clinical-records';
import { formatDate } from '../../../shared/dates';
import { getRecordCopies, RECORD_COPIES_QUERY_KEY, requestRecordCopy } from './account-api';
import { toastFailure } from '../../lib/toast-failure';

/** The patient's right to a copy of their record (CFP Res. 01/2009): requested here, released by the psychologist. */
export function RecordCopiesSection() {
  const queryClient = useQueryClient();
  const copies = useQuery({ queryKey: RECORD_COPIES_QUERY_KEY, queryFn: getRecordCopies });
  const request = useMutation({
    mutationFn: requestRecordCopy,
    onSuccess: async () => {
      toast.success('Pedido enviado', {
        description: 'Avisaremos aqui quando o(a) psicólogo(a) liberar a cópia.',
      });
      await queryClient.invalidateQueries({ queryKey: RECORD_COPIES_QUERY_KEY });
    },
    onError: (error) => toastFailure('Não foi possível pedir a cópia', error),
  });
  if (!copies.data || (copies.data.psychologists.length === 0 && copies.data.requests.length === 0))
    return null;
  const pendingWith = new Set(
    copies.data.requests.filter((item) => item.status === 'pendente').map((item) => item.psychologistId),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Prontuário</CardTitle>
        <CardDescription>
          Você tem direito a uma cópia do registro que o(a) psicólogo(a) faz das suas consultas. Peça aqui;
          ele(a) libera e a cópia fica disponível para baixar.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-slate-700">
        <ul className="flex flex-col gap-2">
          {copies.data.psychologists.map((psychologist) => (
            <li key={psychologist.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>{psychologist.name}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={request.isPending || pendingWith.has(psychologist.id)}
                onClick={() => request.mutate(psychologist.id)}
              >
                {pendingWith.has(psychologist.id) ? 'Cópia pedida' : 'Pedir cópia'}
              </Button>
            </li>
          ))}
        </ul>
        {copies.data.requests.length > 0 ? (
          <section aria-label="Seus pedidos de cópia" className="flex flex-col gap-2">
            {copies.data.requests.map((item) => (
              <div
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 p-3"
              >
                <span>
                  {item.psychologistName} · pedido em {formatDate(item.requestedAt)} ·{' '}
                  {RECORD_COPY_STATUS_LABELS[item.status]}
                </span>
                {item.status === 'liberada' ? (
                  <Button asChild size="sm">
                    <a href={`/api/account/record-copies/${item.id}/download`} download>
                      <Download aria-hidden="true" />
                      Baixar cópia
                    </a>
                  </Button>
                ) : null}
              </div>
            ))}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
