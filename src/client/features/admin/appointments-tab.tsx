import { useState } from 'react';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  ROOM_ATTENDANCE_LABELS,
  type AppointmentFilters,
  type AppointmentStatus,
} from '../../../shared/contracts/admin';
import { formatBRL } from '../../../shared/money';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Field, SelectField } from '../../components/ui/field';
import { useAdminAppointments, useAdminPsychologists } from './api';
import { Cell, PagedTable } from './paged-table';
import { formatDate, formatDateTime } from '../../../shared/dates';

/** docs/product.md, Admin report: statuses other than agendado and realizado show as a destructive badge. */
function statusVariant(status: AppointmentStatus): BadgeProps['variant'] {
  if (status === 'agendado') return 'brand';
  if (status === 'realizado') return 'success';
  if (status === 'reservado') return 'muted';
  return 'destructive';
}

const STATUS_OPTIONS = APPOINTMENT_STATUSES.map((status) => ({
  value: status,
  label: APPOINTMENT_STATUS_LABELS[status],
}));

export function AppointmentsTab({
  filters,
  onFiltersChange,
}: {
  filters: AppointmentFilters;
  onFiltersChange: (filters: AppointmentFilters) => void;
}) {
  const [page, setPage] = useState(1);
  const list = useAdminAppointments(filters, page);
  const psychologists = useAdminPsychologists();

  // A new filter starts again from the first page.
  function change(next: AppointmentFilters) {
    setPage(1);
    onFiltersChange(next);
  }

  return (
    <div>
      <form
        aria-label="Filtros de consultas"
        className="mb-4 grid gap-4 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field
          label="Mês"
          type="month"
          value={filters.month ?? ''}
          onChange={(event) => change({ ...filters, month: event.target.value || undefined })}
        />
        <SelectField
          label="Psicólogo"
          value={filters.psychologistId ?? ''}
          onChange={(event) => change({ ...filters, psychologistId: event.target.value || undefined })}
          emptyOption="Todos"
          options={(psychologists.data?.psychologists ?? []).map(({ id, name }) => ({
            value: id,
            label: name,
          }))}
        />
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) =>
            change({
              ...filters,
              status: (event.target.value || undefined) as AppointmentStatus | undefined,
            })
          }
          emptyOption="Todos"
          options={STATUS_OPTIONS}
        />
      </form>

      <PagedTable
        query={list}
        loadingLabel="Carregando consultas..."
        empty="Nenhuma consulta encontrada com estes filtros."
        columns={['Data e hora', 'Psicólogo', 'Paciente', 'Valor', 'Status', 'Sala', 'Tipo', 'Agendada em']}
        pagesLabel="Páginas de consultas"
        onPage={setPage}
        busy={list.isFetching}
      >
        {(data) =>
          data.appointments.map((appointment) => (
            <tr key={appointment.id}>
              <Cell>{formatDateTime(appointment.startsAt)}</Cell>
              <Cell>{appointment.psychologistName}</Cell>
              <Cell>{appointment.patientName}</Cell>
              <Cell>{formatBRL(appointment.priceCents)}</Cell>
              <Cell>
                <Badge variant={statusVariant(appointment.status)}>
                  {APPOINTMENT_STATUS_LABELS[appointment.status]}
                </Badge>
                {appointment.refunded ? (
                  <span className="ml-2 text-xs text-slate-500">reembolsada</span>
                ) : null}
              </Cell>
              <Cell>{ROOM_ATTENDANCE_LABELS[appointment.attendance]}</Cell>
              <Cell>{appointment.isSubscriber ? 'Assinante' : 'Avulso'}</Cell>
              <Cell>{formatDate(appointment.createdAt)}</Cell>
            </tr>
          ))
        }
      </PagedTable>
    </div>
  );
}
