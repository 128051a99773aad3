import { useState } from 'react';
import { EMPLOYEE_COUNT_OPTIONS } from '../../../shared/company-sizes';
import { useCompanyContacts } from './api';
import { formatDateTime } from './format';
import { Pagination, QueryState, tableClasses } from './query-state';

function sizeLabel(value: number): string {
  return EMPLOYEE_COUNT_OPTIONS.find((option) => option.value === value)?.label ?? String(value);
}

export function CompaniesTab() {
  const [page, setPage] = useState(1);
  const contacts = useCompanyContacts(page);
  return (
    <QueryState
      query={contacts}
      loadingLabel="Carregando propostas..."
      empty="Nenhuma proposta de empresa recebida."
      isEmpty={(data) => data.total === 0}
    >
      {(data) => (
        <>
          <div className={tableClasses.wrapper}>
            <table className={tableClasses.table}>
              <thead className={tableClasses.head}>
                <tr>
                  {['Empresa', 'Funcionários', 'E-mail', 'Mensagem', 'Recebida em'].map((title) => (
                    <th key={title} scope="col" className={tableClasses.th}>
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.contacts.map((contact) => (
                  <tr key={contact.id}>
                    <td className={`${tableClasses.td} font-medium`}>{contact.companyName}</td>
                    <td className={tableClasses.td}>{sizeLabel(contact.employeeCount)}</td>
                    <td className={tableClasses.td}>{contact.email}</td>
                    <td className={`${tableClasses.td} whitespace-pre-line`}>{contact.message ?? '—'}</td>
                    <td className={tableClasses.td}>{formatDateTime(contact.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Páginas de propostas"
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
