import type { Readable } from 'node:stream';
import type { SessionUser } from '../auth/guards';
import { ConflictError, NotFoundError } from '../errors';
import { moneyCell, neutraliseCell, spreadsheetCsv, type SpreadsheetColumn } from '../spreadsheet-csv';
import {
  RECEIPT_SERVICE_DESCRIPTION,
  type AccountCpf,
  type Receipt,
  type ReceiptsMonth,
  type ReceiptsMonthItem,
} from '../../shared/contracts/receipts';
import { formatCpf } from '../../shared/cpf';
import { formatDate, formatDateTime, monthBounds } from '../../shared/dates';
import { PAID_STATUSES, type PaidConsultationRow, type ReceiptsRepository } from './repository';

const NOT_FOUND = 'Recibo não encontrado.';

function payerOf(row: PaidConsultationRow): { payerName: string; payerCpf: string | null } {
  return row.payerIsPatient
    ? { payerName: row.patientName, payerCpf: row.patientCpf }
    : { payerName: row.payerName ?? '', payerCpf: row.payerCpf };
}

function isPaid(row: PaidConsultationRow): row is PaidConsultationRow & { paidAt: Date } {
  return (PAID_STATUSES as readonly string[]).includes(row.status) && !row.refunded && row.paidAt !== null;
}

function toMonthItem(row: PaidConsultationRow & { paidAt: Date }): ReceiptsMonthItem {
  const payer = payerOf(row);
  return {
    appointmentId: row.appointmentId,
    paidAt: row.paidAt.toISOString(),
    consultationStartsAt: row.startsAt.toISOString(),
    amountCents: row.amountCents,
    patientName: row.patientName,
    patientCpf: row.patientCpf,
    ...payer,
    cpfMissing: row.patientCpf === null || payer.payerCpf === null,
  };
}

const CSV_COLUMNS: SpreadsheetColumn<ReceiptsMonthItem>[] = [
  { header: 'Data do pagamento', cell: (item) => formatDate(item.paidAt) },
  { header: 'Data da consulta', cell: (item) => formatDateTime(item.consultationStartsAt) },
  { header: 'Valor', cell: (item) => moneyCell(item.amountCents) },
  { header: 'Pagador', cell: (item) => neutraliseCell(item.payerName) },
  { header: 'CPF do pagador', cell: (item) => (item.payerCpf ? formatCpf(item.payerCpf) : '') },
  { header: 'Paciente (beneficiário)', cell: (item) => neutraliseCell(item.patientName) },
  { header: 'CPF do paciente', cell: (item) => (item.patientCpf ? formatCpf(item.patientCpf) : '') },
  { header: 'Serviço', cell: () => RECEIPT_SERVICE_DESCRIPTION },
  { header: 'Pendência', cell: (item) => (item.cpfMissing ? 'CPF não informado' : '') },
];

/**
 * Receipts for the Receita Saúde (issue 24, ADR 027): the patient's receipt page, the psychologist's monthly list
 * and CSV, and the account's CPF.
 */
export function createReceiptsService(repository: ReceiptsRepository) {
  return {
    /** Authorise before revealing anything: another's consultation and an unknown id are the same 404. */
    async getReceipt(user: SessionUser, appointmentId: string): Promise<Receipt> {
      const row = await repository.findConsultationById(appointmentId);
      const owns =
        row !== null &&
        (row.userId === user.id ||
          (user.emailVerified && row.patientEmail.toLowerCase() === user.email.toLowerCase()));
      if (!row || !owns) throw new NotFoundError(NOT_FOUND);
      if (!isPaid(row)) {
        throw new ConflictError(
          'Esta consulta não tem pagamento confirmado, então não tem recibo.',
          'not_paid',
        );
      }
      return {
        appointmentId: row.appointmentId,
        patientName: row.patientName,
        patientCpf: row.patientCpf,
        ...payerOf(row),
        payerIsPatient: row.payerIsPatient,
        psychologistName: row.psychologistName,
        psychologistCrp: row.psychologistCrp,
        service: RECEIPT_SERVICE_DESCRIPTION,
        amountCents: row.amountCents,
        paidAt: row.paidAt.toISOString(),
        consultationStartsAt: row.startsAt.toISOString(),
      };
    },

    async listMonth(psychologistId: string, month: string): Promise<ReceiptsMonth> {
      // The Receita Saúde month is the payment's month on the São Paulo calendar.
      const { from, to } = monthBounds(month);
      const rows = await repository.listPaidByPsychologistBetween(psychologistId, from, to);
      const items = rows.filter(isPaid).map(toMonthItem);
      return { month, items, totalCents: items.reduce((sum, item) => sum + item.amountCents, 0) };
    },

    /** The same list as a spreadsheet: ';', UTF-8 BOM and neutralised text cells, as the admin report. */
    async monthCsv(psychologistId: string, month: string): Promise<Readable> {
      const { items } = await this.listMonth(psychologistId, month);
      return spreadsheetCsv(CSV_COLUMNS, items);
    },

    async getCpf(userId: string): Promise<AccountCpf> {
      return { cpf: await repository.findProfileCpf(userId) };
    },

    async saveCpf(userId: string, cpf: string | undefined): Promise<AccountCpf> {
      await repository.saveCpf(userId, cpf ?? null);
      return { cpf: cpf ?? null };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
