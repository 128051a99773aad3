import { useState } from 'react';
import { EMPLOYEE_COUNT_OPTIONS } from '../../../shared/company-sizes';
import { useCompanyContacts } from './api';
import { Cell, PagedTable } from './paged-table';
import { formatDateTime } from '../../../shared/dates';

function sizeLabel(value: number): string {
  return EMPLOYEE_COUNT_OPTIONS.find((option) => option.value === value)?.label ?? String(value);
}

export function CompaniesTab() {
  const [page, setPage] = useState(1);
  const contacts = useCompanyContacts(page);
  return (
    <PagedTable
      query={contacts}
      loadingLabel="Carregando propostas..."
      empty="Nenhuma proposta de empresa recebida."
      columns={['Empresa', 'Funcionários', 'E-mail', 'Mensagem', 'Recebida em']}
      pagesLabel="Páginas de propostas"
      onPage={setPage}
    >
      {(data) =>
        data.contacts.map((contact) => (
          <tr key={contact.id}>
            <Cell className="font-medium">{contact.companyName}</Cell>
            <Cell>{sizeLabel(contact.employeeCount)}</Cell>
            <Cell>{contact.email}</Cell>
            <Cell className="whitespace-pre-line">{contact.message ?? '—'}</Cell>
            <Cell>{formatDateTime(contact.createdAt)}</Cell>
          </tr>
        ))
      }
    </PagedTable>
  );
}
