import type { Readable } from 'node:stream';
import {
  APPOINTMENT_STATUS_LABELS,
  ROOM_ATTENDANCE_LABELS,
  roomAttendanceOf,
} from '../../shared/contracts/admin';
import { formatDateTime } from '../../shared/dates';
import { moneyCell, neutraliseCell, spreadsheetCsv } from '../spreadsheet-csv';
import type { AppointmentRow } from './repository';

/**
 * The product's first specification named the columns date, psychologist, value, status, subscriber; patient, room
 * and booked-on help the reader (docs/product.md, Admin report).
 */
const COLUMNS = [
  { key: 'date', header: 'Data' },
  { key: 'psychologist', header: 'Psicólogo' },
  { key: 'patient', header: 'Paciente' },
  { key: 'value', header: 'Valor' },
  { key: 'status', header: 'Status' },
  { key: 'subscriber', header: 'Assinante' },
  { key: 'room', header: 'Sala' },
  { key: 'bookedOn', header: 'Agendado em' },
];

export function reportRecord(row: AppointmentRow): Record<string, string> {
  return {
    date: formatDateTime(row.startsAt),
    psychologist: neutraliseCell(row.psychologistName),
    patient: neutraliseCell(row.patientName),
    value: moneyCell(row.priceCents),
    status: APPOINTMENT_STATUS_LABELS[row.status] + (row.refundedAt ? ' (reembolsado)' : ''),
    subscriber: row.isSubscriber ? 'Sim' : 'Não',
    room: ROOM_ATTENDANCE_LABELS[
      roomAttendanceOf({ patient: row.patientJoinedAt, psychologist: row.psychologistJoinedAt })
    ],
    bookedOn: formatDateTime(row.createdAt),
  };
}

/** The consultation report, streamed as rows are read. */
export function reportCsvStream(rows: AsyncIterable<AppointmentRow>): Readable {
  return spreadsheetCsv(
    COLUMNS,
    (async function* records() {
      for await (const row of rows) yield reportRecord(row);
    })(),
  );
}
