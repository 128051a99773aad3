import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminApplication, AdminPsychologist } from '../../../shared/contracts/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  useAdminPsychologists,
  useApplications,
  useDecideApplication,
  useResendApplicationConfirmation,
  useSetPsychologistActive,
} from './api';
import { DataTable, Cell } from './paged-table';
import { QueryState } from './query-state';
import { formatDate } from '../../../shared/dates';

export function PsychologistsTab() {
  return (
    <div className="flex flex-col gap-10">
      <ApplicationsSection />
      <section aria-labelledby="psicologos-titulo">
        <h2 id="psicologos-titulo" className="mb-3 text-xl font-semibold text-slate-900">
          Psicólogos
        </h2>
        <PsychologistsTable />
      </section>
    </div>
  );
}

function PsychologistsTable() {
  const list = useAdminPsychologists();
  const toggle = useSetPsychologistActive();

  function setActive(psychologist: AdminPsychologist, isActive: boolean) {
    toggle.mutate(
      { id: psychologist.id, isActive },
      {
        // docs/product.md, Admin report: 'Status atualizado'; any other failure shows the server's message.
        onSuccess: () =>
          toast.success('Status atualizado', {
            description: `Psicólogo ${isActive ? 'ativado' : 'desativado'} com sucesso.`,
          }),
        onError: (error) => toast.error('Erro', { description: error.message }),
      },
    );
  }

  return (
    <QueryState
      query={list}
      loadingLabel="Carregando psicólogos..."
      empty="Nenhum psicólogo cadastrado."
      isEmpty={(data) => data.psychologists.length === 0}
    >
      {(data) => (
        <DataTable columns={['Nome', 'E-mail', 'CRP', 'Especialização', 'Status', 'Cadastro', 'Ação']}>
          {data.psychologists.map((psychologist) => {
            const busy = toggle.isPending && toggle.variables?.id === psychologist.id;
            return (
              <tr key={psychologist.id}>
                <Cell className="font-medium">{psychologist.name}</Cell>
                <Cell>
                  {psychologist.email}
                  {psychologist.emailVerified === false ? (
                    <Badge variant="muted" className="ml-2">
                      E-mail não confirmado
                    </Badge>
                  ) : null}
                </Cell>
                <Cell>{psychologist.crp ?? '—'}</Cell>
                <Cell>{psychologist.specialization}</Cell>
                <Cell>
                  {psychologist.applicationStatus === 'pendente' ? (
                    <Badge variant="muted">Cadastro pendente</Badge>
                  ) : psychologist.applicationStatus === 'recusado' ? (
                    <Badge variant="destructive">Cadastro recusado</Badge>
                  ) : psychologist.isActive ? (
                    <Badge variant="success">Ativo</Badge>
                  ) : (
                    <Badge variant="destructive">Inativo</Badge>
                  )}
                </Cell>
                <Cell>{formatDate(psychologist.createdAt)}</Cell>
                <Cell>
                  {psychologist.applicationStatus === 'pendente' ? (
                    <span className="text-xs text-slate-500">Analise o cadastro acima</span>
                  ) : psychologist.applicationStatus === 'recusado' && !psychologist.isActive ? (
                    <span className="text-xs text-slate-500">—</span>
                  ) : psychologist.emailVerified === false && !psychologist.isActive ? (
                    <UnverifiedEmailAction
                      label={`Ativar ${psychologist.name}`}
                      text="Ativar"
                      id={`email-${psychologist.id}`}
                    />
                  ) : (
                    <Button
                      size="sm"
                      variant={psychologist.isActive ? 'outline' : 'primary'}
                      disabled={busy}
                      aria-label={`${psychologist.isActive ? 'Desativar' : 'Ativar'} ${psychologist.name}`}
                      onClick={() => setActive(psychologist, !psychologist.isActive)}
                    >
                      {psychologist.isActive ? 'Desativar' : 'Ativar'}
                    </Button>
                  )}
                </Cell>
              </tr>
            );
          })}
        </DataTable>
      )}
    </QueryState>
  );
}

/** The server refuses too (409); the button stays visible, disabled, so the admin sees why nothing happens. */
function UnverifiedEmailAction({ label, text, id }: { label: string; text: string; id: string }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Button size="sm" disabled aria-label={label} aria-describedby={id}>
        {text}
      </Button>
      <span id={id} className="text-xs text-slate-500">
        Aguardando a confirmação do e-mail pelo psicólogo.
      </span>
    </div>
  );
}

function ApplicationsSection() {
  const applications = useApplications();
  return (
    <section aria-labelledby="cadastros-titulo">
      <h2 id="cadastros-titulo" className="mb-3 text-xl font-semibold text-slate-900">
        Cadastros de parceiros
      </h2>
      <QueryState
        query={applications}
        loadingLabel="Carregando cadastros..."
        empty="Nenhum cadastro de parceiro recebido."
        isEmpty={(data) => data.applications.length === 0}
      >
        {(data) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

const STATUS_BADGE = {
  pendente: <Badge variant="muted">Pendente</Badge>,
  aprovado: <Badge variant="success">Aprovado</Badge>,
  recusado: <Badge variant="destructive">Recusado</Badge>,
};

function ApplicationCard({ application }: { application: AdminApplication }) {
  const decide = useDecideApplication();
  const resend = useResendApplicationConfirmation();
  const [confirmRefusal, setConfirmRefusal] = useState(false);
  const base = `/api/admin/applications/${application.id}`;

  function run(decision: 'approve' | 'refuse') {
    decide.mutate(
      { id: application.id, decision },
      {
        onSuccess: (result) => {
          const title = decision === 'approve' ? 'Cadastro aprovado' : 'Cadastro recusado';
          if (result.emailSent) {
            toast.success(title, {
              description:
                decision === 'approve'
                  ? 'O psicólogo foi ativado e recebeu o convite por e-mail.'
                  : 'O candidato foi avisado por e-mail.',
            });
          } else {
            toast.warning(title, {
              description:
                decision === 'approve'
                  ? 'Mas o e-mail não foi enviado. Use "Reenviar convite" para tentar de novo.'
                  : 'Mas o e-mail de aviso não foi enviado.',
            });
          }
        },
        onError: (error) => toast.error('Erro', { description: error.message }),
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-5" aria-label={`Cadastro de ${application.name}`} role="group">
      <div className="flex items-start gap-4">
        {application.hasPicture ? (
          <img
            src={`${base}/picture`}
            alt={`Foto de ${application.name}`}
            className="size-16 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{application.name}</h3>
            {STATUS_BADGE[application.status]}
            {application.emailVerified === false ? (
              <Badge variant="muted">E-mail não confirmado</Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-600">
            {application.specialization}
            {application.crp ? ` · CRP ${application.crp}` : ''}
          </p>
          <p className="text-xs text-slate-500">Enviado em {formatDate(application.createdAt)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">E-mail</dt>
        <dd className="break-all text-slate-800">{application.email}</dd>
        <dt className="text-slate-500">Telefone</dt>
        <dd className="text-slate-800">{application.phone ?? '—'}</dd>
        <dt className="text-slate-500">Dados bancários</dt>
        <dd className="text-slate-800">
          {application.bankDetails
            ? `${application.bankDetails.bankName} · ag. ${application.bankDetails.agency} · conta ${application.bankDetails.account} · ${application.bankDetails.holder}`
            : application.bankDetailsPending
              ? 'Dados bancários pendentes'
              : 'Indisponíveis'}
        </dd>
      </dl>
      <p className="text-sm whitespace-pre-line text-slate-700">{application.biography}</p>
      {application.hasDocument ? (
        <a
          href={`${base}/document`}
          target="_blank"
          rel="noopener"
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Ver documento
        </a>
      ) : (
        <p className="text-sm text-slate-500">
          Documento e foto excluídos após a recusa ou a exclusão da conta.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {application.status === 'pendente' ? (
          <>
            {application.emailVerified === false ? (
              <>
                <UnverifiedEmailAction label="Aprovar" text="Aprovar" id={`email-${application.id}`} />
                <Button
                  size="sm"
                  variant="outline"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(application.id, {
                      onSuccess: (result) =>
                        result.emailSent
                          ? toast.success('Confirmação reenviada', {
                              description: `Enviamos de novo o link de confirmação para ${application.email}.`,
                            })
                          : toast.warning('E-mail não enviado', {
                              description: 'Não foi possível enviar o link agora. Tente de novo mais tarde.',
                            }),
                      onError: (error) => toast.error('Erro', { description: error.message }),
                    })
                  }
                >
                  Reenviar confirmação
                </Button>
              </>
            ) : (
              <Button size="sm" disabled={decide.isPending} onClick={() => run('approve')}>
                Aprovar
              </Button>
            )}
            {confirmRefusal ? (
              <>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={decide.isPending}
                  onClick={() => run('refuse')}
                >
                  Confirmar recusa
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirmRefusal(false)}>
                  Voltar
                </Button>
              </>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setConfirmRefusal(true)}>
                Recusar
              </Button>
            )}
          </>
        ) : application.status === 'aprovado' ? (
          <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => run('approve')}>
            Reenviar convite
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
