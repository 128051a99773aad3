import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { AppointmentCard } from './appointment-card';
import { manageLinkQueryKey, useConsultationByLink } from './consultations-api';

/**
 * /consultas-gerenciar?token= (ADR 010): the signed link in every e-mail. Shows that one appointment, with Cancel
 * and Remarcar while allowed; works without an account, since a visitor books without one.
 */
export function ManageConsultationPage() {
  usePageMeta('Gerenciar consulta');
  const [params] = useSearchParams();
  const rawToken = params.get('token');
  const token = rawToken && rawToken.length >= 10 ? rawToken : null;
  const appointment = useConsultationByLink(token);
  const queryClient = useQueryClient();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Sua consulta</h1>
      {token === null || appointment.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl bg-amber-50 p-6 text-amber-900"
        >
          <LinkIcon aria-hidden="true" className="size-8" />
          <p className="font-semibold">Este link é inválido ou expirou.</p>
          <p className="text-sm">
            {appointment.error instanceof ApiRequestError && appointment.error.status === 0
              ? appointment.error.message
              : 'Os links de gerenciamento valem até o início da consulta. Se precisar de ajuda, responda ao e-mail que você recebeu.'}
          </p>
          <ButtonLink to="/" variant="outline">
            Ir para a página inicial
          </ButtonLink>
        </div>
      ) : appointment.isPending ? (
        <Spinner label="Carregando sua consulta..." />
      ) : (
        <AppointmentCard
          appointment={appointment.data.appointment}
          token={token}
          headingLevel={2}
          onChanged={(changed) =>
            queryClient.setQueryData(manageLinkQueryKey(token), { appointment: changed })
          }
        />
      )}
    </div>
  );
}
