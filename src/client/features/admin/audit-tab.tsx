import { useState } from 'react';
import type { AuditEntry } from '../../../shared/contracts/admin';
import { useAudit } from './api';
import { Cell, PagedTable } from './paged-table';
import { formatDateTime } from '../../../shared/dates';

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
    <PagedTable
      query={audit}
      loadingLabel="Carregando auditoria..."
      empty="Nenhuma ação registrada ainda."
      columns={['Quando', 'Quem', 'Ação', 'Alvo', 'Detalhes']}
      pagesLabel="Páginas da auditoria"
      onPage={setPage}
    >
      {(data) =>
        data.entries.map((entry) => (
          <tr key={entry.id}>
            <Cell>{formatDateTime(entry.createdAt)}</Cell>
            <Cell>{entry.actorEmail === 'cli' ? 'Linha de comando' : entry.actorEmail}</Cell>
            <Cell>{ACTION_LABELS[entry.action] ?? entry.action}</Cell>
            <Cell className="font-mono text-xs">{entry.targetId ?? '—'}</Cell>
            <Cell className="text-xs">{describeDetails(entry.details)}</Cell>
          </tr>
        ))
      }
    </PagedTable>
  );
}
