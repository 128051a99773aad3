import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  APPOINTMENT_STATUS_LABELS,
  ROOM_ATTENDANCE_LABELS,
  roomAttendanceOf,
} from '../../shared/contracts/admin';
import { formatDateTime } from '../../shared/dates';
import { formatBRL } from '../../shared/money';
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

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @, or with a tab or carriage return
 * that it strips first, as a formula. A leading single quote makes it text. Names are typed by patients and
 * applicants, so every text cell goes through this.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function reportRecord(row: AppointmentRow): Record<string, string> {
  return {
    date: formatDateTime(row.startsAt),
    psychologist: neutraliseCell(row.psychologistName),
    patient: neutraliseCell(row.patientName),
    // Without "R$", so Excel reads a number; formatBRL's thousands and decimal marks are pt-BR.
    value: formatBRL(row.priceCents).replace('R$ ', ''),
    status: APPOINTMENT_STATUS_LABELS[row.status] + (row.refundedAt ? ' (reembolsado)' : ''),
    subscriber: row.isSubscriber ? 'Sim' : 'Não',
    room: ROOM_ATTENDANCE_LABELS[
      roomAttendanceOf({ patient: row.patientJoinedAt, psychologist: row.psychologistJoinedAt })
    ],
    bookedOn: formatDateTime(row.createdAt),
  };
}

/**
 * The consultation report: RFC 4180 quoting by csv-stringify, ';' as Excel pt-BR expects (',' is the decimal
 * mark there), CRLF line ends and a UTF-8 BOM so accents survive. Rows flow from `rows` as they are read, so the
 * whole report never sits in memory.
 */
export function reportCsvStream(rows: AsyncIterable<AppointmentRow>): Readable {
  const stringifier = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    record_delimiter: 'windows',
    columns: COLUMNS,
  });
  const source = Readable.from(
    (async function* records() {
      for await (const row of rows) yield reportRecord(row);
    })(),
  );
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
