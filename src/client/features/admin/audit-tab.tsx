import { useState } from 'react';
import type { AuditEntry } from '../../../shared/contracts/admin';
import { useAudit } from './api';
import { formatDateTime } from './format';
import { Pagination, QueryState, tableClasses } from './query-state';

const ACTION_LABELS: Record<string, string> = {
  'psychologist.activate': 'Ativou psicólogo',
  'psychologist.deactivate': 'Desativou psicólogo',
  'application.approve': 'Aprovou cadastro',
  'application.refuse': 'Recusou cadastro',
  'application.file_read': 'Abriu arquivo de cadastro',
  'application.resend_confirmation': 'Reenviou a confirmação de e-mail do cadastro',
  'report.export': 'Exportou o relatório CSV',
  'admin.grant': 'Concedeu papel de administrador',
};

function describeDetails(details: AuditEntry['details']): string {
  const parts = Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`);
  return parts.length > 0 ? parts.join(' · ') : '—';
}

export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  return (
    <QueryState
      query={audit}
      loadingLabel="Carregando auditoria..."
      empty="Nenhuma ação registrada ainda."
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <>
          <div className={tableClasses.wrapper}>
            <table className={tableClasses.table}>
              <thead className={tableClasses.head}>
                <tr>
                  {['Quando', 'Quem', 'Ação', 'Alvo', 'Detalhes'].map((title) => (
                    <th key={title} scope="col" className={tableClasses.th}>
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={tableClasses.td}>{formatDateTime(entry.createdAt)}</td>
                    <td className={tableClasses.td}>
                      {entry.actorEmail === 'cli' ? 'Linha de comando' : entry.actorEmail}
                    </td>
                    <td className={tableClasses.td}>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td className={`${tableClasses.td} font-mono text-xs`}>{entry.targetId ?? '—'}</td>
                    <td className={`${tableClasses.td} text-xs`}>{describeDetails(entry.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Páginas da auditoria"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
          />
        </>
      )}
    </QueryState>
  );
}
