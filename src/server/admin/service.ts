import {
  ADMIN_PAGE_SIZE,
  roomAttendanceOf,
  PSYCHOLOGIST_PAYOUT_CENTS,
  type AdminAppointmentsResponse,
  type AdminPsychologist,
  type AdminSummary,
  type AppointmentFilters,
  type AuditResponse,
  type CompanyContactsResponse,
  type PayoutsResponse,
} from '../../shared/contracts/admin';
import { monthBounds } from '../../shared/dates';
import type { SessionUser } from '../auth/guards';
import { createSessionService, type SessionService } from '../auth/session-service';
import { ConflictError, NotFoundError } from '../errors';
import { auditEntry } from './audit';
import { requireVerifiedAccountEmail } from './verified-email';
import type { AdminRepository, AppointmentRange, AppointmentRow } from './repository';

/** Rows per database round trip while the CSV streams: small enough to keep memory flat, big enough to be quick. */
export const CSV_BATCH_SIZE = 500;

function toRange(filters: AppointmentFilters): AppointmentRange {
  return {
    ...(filters.month ? monthBounds(filters.month) : {}),
    psychologistId: filters.psychologistId,
    status: filters.status,
  };
}

const iso = (date: Date) => date.toISOString();

/** One page of an admin list: its rows and the total, read together, with the page's place for the pager. */
async function readPage<Row>(
  page: number,
  count: () => Promise<number>,
  list: (limit: number, offset: number) => Promise<Row[]>,
): Promise<{ rows: Row[]; page: number; pageSize: number; total: number }> {
  const [total, rows] = await Promise.all([count(), list(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE)]);
  return { rows, page, pageSize: ADMIN_PAGE_SIZE, total };
}

/**
 * The consultation report (docs/product.md, Admin report): figures, lists, the export, the audit log, the CLI
 * grant.
 */
export function createAdminService(deps: {
  repository: AdminRepository;
  sessions?: SessionService;
  csvBatchSize?: number;
}) {
  const { repository } = deps;
  const sessions = deps.sessions ?? createSessionService();
  const batchSize = deps.csvBatchSize ?? CSV_BATCH_SIZE;

  return {
    async getSummary(): Promise<AdminSummary> {
      const [psychologists, sums] = await Promise.all([
        repository.countPsychologists(),
        repository.sumAppointments(PSYCHOLOGIST_PAYOUT_CENTS),
      ]);
      return {
        psychologists,
        appointments: { total: sums.total, paid: sums.paid },
        revenue: {
          totalCents: sums.totalCents,
          platformCents: sums.platformCents,
          payoutCents: sums.paid * PSYCHOLOGIST_PAYOUT_CENTS,
          subscriber: { count: sums.subscriberCount, totalCents: sums.subscriberCents },
          single: {
            count: sums.paid - sums.subscriberCount,
            totalCents: sums.totalCents - sums.subscriberCents,
          },
        },
      };
    },

    async getPayouts(month: string): Promise<PayoutsResponse> {
      const { from, to } = monthBounds(month);
      const rows = await repository.countPaidByPsychologist(from, to);
      const payouts = rows
        .map((row) => ({
          psychologistId: row.psychologistId,
          psychologistName: row.psychologistName,
          paidConsultations: row.paid,
          payoutCents: row.paid * PSYCHOLOGIST_PAYOUT_CENTS,
        }))
        .sort((a, b) => a.psychologistName.localeCompare(b.psychologistName, 'pt-BR'));
      return { month, payouts, totalCents: payouts.reduce((sum, row) => sum + row.payoutCents, 0) };
    },

    async listPsychologists(): Promise<AdminPsychologist[]> {
      const rows = await repository.listPsychologistsWithApplicationStatus();
      return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },

    /**
     * The status toggle (docs/product.md, Admin report). A psychologist whose partner application is still pending
     * is reviewed with Aprovar or Recusar instead, so an applicant is never activated without the invitation that
     * lets them sign in; a refused applicant stays inactive.
     */
    async setPsychologistActive(
      actor: SessionUser,
      id: string,
      isActive: boolean,
    ): Promise<AdminPsychologist> {
      await repository.transaction(async (tx) => {
        const applicationStatus = isActive
          ? await repository.findApplicationStatusByPsychologistId(tx, id)
          : null;
        if (applicationStatus === 'pendente') {
          throw new ConflictError(
            'Este psicólogo tem um cadastro pendente. Aprove ou recuse o cadastro para ativá-lo.',
            'application_pending',
          );
        }
        if (applicationStatus === 'recusado') {
          throw new ConflictError(
            'O cadastro deste psicólogo foi recusado, por isso ele não pode ser ativado.',
            'application_refused',
          );
        }
        if (isActive) await requireVerifiedAccountEmail(repository, tx, id);
        if (!(await repository.setPsychologistActive(tx, id, isActive))) {
          throw new NotFoundError('Psicólogo não encontrado.');
        }
        await repository.insertAuditEntry(
          auditEntry(actor, isActive ? 'psychologist.activate' : 'psychologist.deactivate', id),
          tx,
        );
      });
      const row = await repository.findPsychologistWithApplicationStatusById(id);
      if (!row) throw new NotFoundError('Psicólogo não encontrado.');
      return { ...row, createdAt: iso(row.createdAt) };
    },

    async listAppointments(filters: AppointmentFilters, page: number): Promise<AdminAppointmentsResponse> {
      const range = toRange(filters);
      const { rows, ...pageInfo } = await readPage(
        page,
        () => repository.countAppointments(range),
        (limit, offset) => repository.listAppointmentsPage(range, limit, offset),
      );
      return {
        appointments: rows.map((row) => ({
          id: row.id,
          startsAt: iso(row.startsAt),
          psychologistId: row.psychologistId,
          psychologistName: row.psychologistName,
          patientName: row.patientName,
          priceCents: row.priceCents,
          status: row.status,
          isSubscriber: row.isSubscriber,
          refunded: row.refundedAt !== null,
          attendance: roomAttendanceOf({
            patient: row.patientJoinedAt,
            psychologist: row.psychologistJoinedAt,
          }),
          createdAt: iso(row.createdAt),
        })),
        ...pageInfo,
      };
    },

    /** Records the export, then yields the report's rows batch by batch (keyset), oldest first. */
    async exportAppointments(
      actor: SessionUser,
      filters: AppointmentFilters,
    ): Promise<AsyncIterable<AppointmentRow>> {
      // The export itself writes nothing, so its audit row has no transaction to join.
      await repository.insertAuditEntry(
        auditEntry(actor, 'report.export', null, {
          month: filters.month ?? null,
          psychologistId: filters.psychologistId ?? null,
          status: filters.status ?? null,
        }),
      );
      const range = toRange(filters);
      return (async function* rows() {
        let after: { startsAt: Date; id: string } | null = null;
        for (;;) {
          const batch = await repository.listAppointmentsAfter(range, after, batchSize);
          yield* batch;
          const last = batch.at(-1);
          if (batch.length < batchSize || !last) return;
          after = { startsAt: last.startsAt, id: last.id };
        }
      })();
    },

    async listAudit(page: number): Promise<AuditResponse> {
      const { rows, ...pageInfo } = await readPage(
        page,
        repository.countAuditEntries,
        repository.listAuditEntries,
      );
      return {
        entries: rows.map((row) => ({
          id: row.id,
          actorEmail: row.actorEmail,
          action: row.action,
          targetId: row.targetId,
          details: row.details,
          createdAt: iso(row.createdAt),
        })),
        ...pageInfo,
      };
    },

    async listCompanyContacts(page: number): Promise<CompanyContactsResponse> {
      const { rows, ...pageInfo } = await readPage(
        page,
        repository.countCompanyContacts,
        repository.listCompanyContacts,
      );
      return { contacts: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })), ...pageInfo };
    },

    /**
     * The command line's grant (docs/product.md, Roles and access: never over a public HTTP route), with its audit
     * row in one transaction. The person's sessions end with it: they sign in again as an admin (ADR 018). Only a
     * confirmed address is granted: anyone can sign up with the future admin's address and a password of their own,
     * and would then receive the role and enrol their own second factor (ADR 022).
     */
    async grantAdminRole(email: string): Promise<'granted' | 'no_account' | 'email_not_verified'> {
      return repository.transaction(async (tx) => {
        const account = await repository.findAccountByEmail(tx, email);
        if (!account) return 'no_account';
        if (!account.emailVerified) return 'email_not_verified';
        await repository.setAdminRole(tx, account.id);
        await sessions.revokeAfterPrivilegeChange(tx, account.id);
        await repository.insertAuditEntry(auditEntry(null, 'admin.grant', account.id, { email }), tx);
        return 'granted';
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
