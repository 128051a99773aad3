import type { Readable } from 'node:stream';
import {
  APPOINTMENT_STATUS_LABELS,
  ROOM_ATTENDANCE_LABELS,
  roomAttendanceOf,
} from '../../shared/contracts/admin';
import { formatDateTime } from '../../shared/dates';
import { moneyCell, neutraliseCell, spreadsheetCsv, type SpreadsheetColumn } from '../spreadsheet-csv';
import type { AppointmentRow } from './repository';

/**
 * The product's first specification named the columns date, psychologist, value, status, subscriber; patient, room
 * and booked-on help the reader (docs/product.md, Admin report).
 */
const COLUMNS: SpreadsheetColumn<AppointmentRow>[] = [
  { header: 'Data', cell: (row) => formatDateTime(row.startsAt) },
  { header: 'Psicólogo', cell: (row) => neutraliseCell(row.psychologistName) },
  { header: 'Paciente', cell: (row) => neutraliseCell(row.patientName) },
  { header: 'Valor', cell: (row) => moneyCell(row.priceCents) },
  {
    header: 'Status',
    cell: (row) => APPOINTMENT_STATUS_LABELS[row.status] + (row.refundedAt ? ' (reembolsado)' : ''),
  },
  { header: 'Assinante', cell: (row) => (row.isSubscriber ? 'Sim' : 'Não') },
  {
    header: 'Sala',
    cell: (row) =>
      ROOM_ATTENDANCE_LABELS[
        roomAttendanceOf({ patient: row.patientJoinedAt, psychologist: row.psychologistJoinedAt })
      ],
  },
  { header: 'Agendado em', cell: (row) => formatDateTime(row.createdAt) },
];

/** The consultation report, streamed as rows are read. */
export function reportCsvStream(rows: AsyncIterable<AppointmentRow>): Readable {
  return spreadsheetCsv(COLUMNS, rows);
}
