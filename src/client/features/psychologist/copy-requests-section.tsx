import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { serverMessage } from '../../lib/api';
import { fetchCopyRequests, PSYCHOLOGIST_COPY_REQUESTS_KEY, releaseCopyRequest } from './api';
import { formatWeekdayDate } from '../../../shared/dates';

/** Patients' requests for a copy of their record (CFP Res. 01/2009): shown only while some wait. */
export function CopyRequestsSection() {
  const queryClient = useQueryClient();
  const requests = useQuery({ queryKey: PSYCHOLOGIST_COPY_REQUESTS_KEY, queryFn: fetchCopyRequests });
  const release = useMutation({
    mutationFn: releaseCopyRequest,
    onSuccess: async () => {
      toast.success('Cópia liberada. O paciente já pode baixá-la em Minha conta.');
      await queryClient.invalidateQueries({ queryKey: PSYCHOLOGIST_COPY_REQUESTS_KEY });
    },
    onError: (error) =>
      toast.error('Não foi possível liberar a cópia.', {
        description: serverMessage(error),
      }),
  });
  if (!requests.data || requests.data.requests.length === 0) return null;
  return (
    <section aria-labelledby="copy-requests-heading">
      <h2 id="copy-requests-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Pedidos de cópia do prontuário
      </h2>
      <ul className="flex flex-col gap-2">
        {requests.data.requests.map((request) => (
          <li key={request.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span>
                <strong>{request.patientName}</strong> pediu em {formatWeekdayDate(request.requestedAt)}
              </span>
              <Button size="sm" disabled={release.isPending} onClick={() => release.mutate(request.id)}>
                Liberar cópia
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
