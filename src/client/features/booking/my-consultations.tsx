import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { Spinner } from '../../components/ui/spinner';
import { ResendVerification } from '../../components/auth/resend-verification';
import { AppointmentCard } from './appointment-card';
import type { MyConsultationsResponse } from '../../../shared/contracts/consultations';
import { MY_CONSULTATIONS_QUERY_KEY, useMyConsultations } from './consultations-api';
import { LoadError } from './psychologist-step';

/** 'Minhas consultas': the signed-in person's paid appointments, soonest first (the server's order). */
export function MyConsultations() {
  const list = useMyConsultations(true);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MY_CONSULTATIONS_QUERY_KEY });

  return (
    <section aria-labelledby="minhas-consultas" className="flex flex-col gap-4">
      <h2 id="minhas-consultas" className="text-2xl font-bold text-slate-900">
        Minhas consultas
      </h2>
      {list.isPending ? (
        <Spinner label="Carregando suas consultas..." />
      ) : list.isError ? (
        <LoadError
          title="Não foi possível carregar suas consultas."
          message={list.error.message}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          {list.data.unconfirmedEmail ? (
            <ResendVerification email={list.data.unconfirmedEmail}>
              Consultas agendadas sem login com o e-mail {list.data.unconfirmedEmail} aparecem aqui depois que
              você confirmar esse e-mail, pelo link que enviamos no cadastro. Assim ninguém vê uma consulta só
              por se cadastrar com o e-mail de outra pessoa.
            </ResendVerification>
          ) : null}
          <AppointmentList appointments={list.data.appointments} onChanged={refresh} />
        </>
      )}
    </section>
  );
}

function AppointmentList({
  appointments,
  onChanged,
}: {
  appointments: MyConsultationsResponse['appointments'];
  onChanged: () => void;
}) {
  return appointments.length === 0 ? (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-slate-50 p-6">
      <p className="font-semibold text-slate-900">Você ainda não tem consultas agendadas.</p>
      <p className="text-sm text-slate-600">
        Quando você agendar e pagar uma consulta, ela aparece aqui com o link da videochamada.
      </p>
      <ButtonLink to="/consultas-agendamento" variant="outline">
        <CalendarPlus aria-hidden="true" />
        Agendar uma consulta
      </ButtonLink>
    </div>
  ) : (
    <ul className="flex flex-col gap-4">
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentCard appointment={appointment} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}
