import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Clock } from '../clock';
import type { SessionUser } from '../auth/guards';
import { ConflictError, NotFoundError } from '../errors';
import { CONSULTATION_TIME_ZONE } from '../../shared/contracts/consultations';
import type {
  AccountRecordCopies,
  ClinicalRecord,
  PsychologistCopyRequests,
  RecordDraftBody,
} from '../../shared/contracts/clinical-records';
import { decryptJson, encryptJson } from './cipher';
import type { ClinicalRecordsRepository, EntryRow, RecordAppointmentRow, RecordRow } from './repository';

interface Intake {
  demand: string;
  goals: string;
}
interface EntryContent {
  evolution: string;
  procedures: string;
  referral: string;
}
export interface PsychologistActor {
  userId: string;
  psychologistId: string;
}

const NOT_FOUND = 'Consulta não encontrada.';
const EMPTY_INTAKE: Intake = { demand: '', goals: '' };
const EMPTY_CONTENT: EntryContent = { evolution: '', procedures: '', referral: '' };

/** The patient as the first consultation knew them: the account, or the address of a visitor's booking. */
function patientKeyOf(appointment: RecordAppointmentRow): string {
  return appointment.userId
    ? `user:${appointment.userId}`
    : `email:${appointment.patientEmail.toLowerCase()}`;
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
const localDateTime = (instant: Date) =>
  format(new TZDate(instant, CONSULTATION_TIME_ZONE), "dd/MM/yyyy 'às' HH:mm");

function personOf(user: SessionUser) {
  return { userId: user.id, verifiedEmail: user.emailVerified ? user.email.toLowerCase() : null };
}

/**
 * Clinical records (CFP Res. 01/2009, ADR 026). Every entry point is scoped to the session's psychologist and their
 * own paid consultations; there is no route for admins. Every read and write is written to the access log.
 */
export function createClinicalRecordsService(deps: {
  repository: ClinicalRecordsRepository;
  key: Buffer;
  clock: Clock;
}) {
  const { repository, key, clock } = deps;
  const intakeOf = (record: RecordRow | null): Intake =>
    record?.intakeEncrypted ? decryptJson<Intake>(record.intakeEncrypted, key, record.id) : EMPTY_INTAKE;
  const contentOf = (entry: EntryRow | null): EntryContent =>
    entry ? decryptJson<EntryContent>(entry.contentEncrypted, key, entry.id) : EMPTY_CONTENT;

  async function ownAppointment(actor: PsychologistActor, appointmentId: string) {
    const appointment = await repository.findPaidAppointmentOfPsychologist(
      appointmentId,
      actor.psychologistId,
    );
    if (!appointment) throw new NotFoundError(NOT_FOUND);
    return appointment;
  }

  async function view(appointment: RecordAppointmentRow, psychologistId: string): Promise<ClinicalRecord> {
    const [record, entry] = await Promise.all([
      repository.findRecord(psychologistId, patientKeyOf(appointment)),
      repository.findEntryByAppointment(appointment.id),
    ]);
    const addenda = entry ? await repository.listAddenda([entry.id]) : [];
    return {
      appointmentId: appointment.id,
      patientFirstName: firstName(appointment.patientName),
      startsAt: appointment.startsAt.toISOString(),
      ...intakeOf(record),
      intakeSigned: record?.intakeSignedAt != null,
      ...contentOf(entry),
      signedAt: entry?.signedAt?.toISOString() ?? null,
      savedAt: entry?.updatedAt.toISOString() ?? null,
      addenda: addenda.map((row) => ({
        id: row.id,
        text: decryptJson<string>(row.textEncrypted, key, row.id),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  return {
    async getRecord(actor: PsychologistActor, appointmentId: string): Promise<ClinicalRecord> {
      const appointment = await ownAppointment(actor, appointmentId);
      const record = await view(appointment, actor.psychologistId);
      const stored = await repository.findRecord(actor.psychologistId, patientKeyOf(appointment));
      await repository.logAccess({
        recordId: stored?.id ?? null,
        appointmentId,
        actorUserId: actor.userId,
        action: 'read',
      });
      return record;
    },

    /** Autosave of a draft. The demand and goals change only until they are first signed. */
    async saveDraft(actor: PsychologistActor, appointmentId: string, body: Required<RecordDraftBody>) {
      const appointment = await ownAppointment(actor, appointmentId);
      const now = clock.now();
      await repository.transaction(async (tx) => {
        const record = await repository.findOrCreateRecordForUpdate(tx, {
          id: randomUUID(),
          psychologistId: actor.psychologistId,
          patientKey: patientKeyOf(appointment),
        });
        const entry = await repository.findEntryByAppointmentForUpdate(tx, appointmentId);
        if (entry?.signedAt) {
          throw new ConflictError(
            'Este registro já foi assinado e não pode ser alterado. Para corrigir, adicione um adendo.',
            'record_signed',
          );
        }
        if (!record.intakeSignedAt) {
          const intake: Intake = { demand: body.demand, goals: body.goals };
          await repository.updateIntake(tx, record.id, encryptJson(intake, key, record.id), now);
        }
        const content: EntryContent = {
          evolution: body.evolution,
          procedures: body.procedures,
          referral: body.referral,
        };
        if (entry) {
          await repository.updateDraftEntry(tx, entry.id, encryptJson(content, key, entry.id), now);
        } else {
          const id = randomUUID();
          await repository.insertEntry(tx, {
            id,
            recordId: record.id,
            appointmentId,
            contentEncrypted: encryptJson(content, key, id),
            updatedAt: now,
          });
        }
        await repository.logAccess(
          { recordId: record.id, appointmentId, actorUserId: actor.userId, action: 'save' },
          tx,
        );
      });
      return view(appointment, actor.psychologistId);
    },

    /** At the end of the session: the entry (and a first demand and goals) become read-only. */
    async sign(actor: PsychologistActor, appointmentId: string): Promise<ClinicalRecord> {
      const appointment = await ownAppointment(actor, appointmentId);
      const now = clock.now();
      if (appointment.startsAt.getTime() > now.getTime()) {
        throw new ConflictError(
          'A sessão ainda não começou. Assine o registro ao final dela.',
          'not_started',
        );
      }
      await repository.transaction(async (tx) => {
        const entry = await repository.findEntryByAppointmentForUpdate(tx, appointmentId);
        if (entry?.signedAt) throw new ConflictError('Este registro já foi assinado.', 'record_signed');
        if (!entry || contentOf(entry).evolution.trim() === '') {
          throw new ConflictError('Escreva a evolução da sessão antes de assinar.', 'record_empty');
        }
        await repository.signEntry(tx, entry.id, now);
        await repository.signIntake(tx, entry.recordId, now);
        await repository.logAccess(
          { recordId: entry.recordId, appointmentId, actorUserId: actor.userId, action: 'sign' },
          tx,
        );
      });
      return view(appointment, actor.psychologistId);
    },

    async addAddendum(
      actor: PsychologistActor,
      appointmentId: string,
      text: string,
    ): Promise<ClinicalRecord> {
      const appointment = await ownAppointment(actor, appointmentId);
      const entry = await repository.findEntryByAppointment(appointmentId);
      if (!entry?.signedAt) {
        throw new ConflictError(
          'Adendos são para registros assinados. Enquanto é rascunho, edite o próprio registro.',
          'record_not_signed',
        );
      }
      const id = randomUUID();
      await repository.insertAddendum({
        id,
        entryId: entry.id,
        textEncrypted: encryptJson(text, key, id),
        createdAt: clock.now(),
      });
      await repository.logAccess({
        recordId: entry.recordId,
        appointmentId,
        actorUserId: actor.userId,
        action: 'addendum',
      });
      return view(appointment, actor.psychologistId);
    },

    async listCopyRequests(psychologistId: string): Promise<PsychologistCopyRequests> {
      const rows = await repository.listPendingCopyRequestsOfPsychologist(psychologistId);
      return { requests: rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })) };
    },

    async releaseCopy(actor: PsychologistActor, requestId: string): Promise<void> {
      const released = await repository.releaseCopyRequest(requestId, actor.psychologistId, clock.now());
      if (!released) throw new NotFoundError('Pedido não encontrado.');
      await repository.logAccess({
        recordId: null,
        appointmentId: null,
        actorUserId: actor.userId,
        action: 'copy.release',
      });
    },

    async listAccountCopies(user: SessionUser): Promise<AccountRecordCopies> {
      const [psychologists, requests] = await Promise.all([
        repository.listPsychologistsConsultedBy(personOf(user)),
        repository.listCopyRequestsOf(user.id),
      ]);
      return {
        psychologists,
        requests: requests.map((row) => ({
          id: row.id,
          psychologistId: row.psychologistId,
          psychologistName: row.psychologistName,
          status: row.status,
          requestedAt: row.requestedAt.toISOString(),
          releasedAt: row.releasedAt?.toISOString() ?? null,
        })),
      };
    },

    async requestCopy(user: SessionUser, psychologistId: string): Promise<void> {
      const consulted = await repository.listPsychologistsConsultedBy(personOf(user));
      if (!consulted.some((psychologist) => psychologist.id === psychologistId)) {
        throw new NotFoundError('Você não tem consultas com este(a) psicólogo(a).');
      }
      const created = await repository.insertCopyRequest(user.id, psychologistId, clock.now());
      if (!created) {
        throw new ConflictError(
          'Você já pediu uma cópia a este(a) psicólogo(a). Aguarde a liberação.',
          'copy_pending',
        );
      }
    },

    /**
     * The released copy, generated now from the encrypted record (nothing decrypted is stored): the signed
     * entries with their addenda and the signed demand and goals. Drafts are not yet part of the record.
     */
    async downloadCopy(user: SessionUser, requestId: string): Promise<{ fileName: string; text: string }> {
      const request = await repository.findReleasedCopyRequest(requestId, user.id);
      if (!request) throw new NotFoundError('Pedido não encontrado.');
      if (request.status !== 'liberada') {
        throw new ConflictError('A cópia ainda não foi liberada pelo(a) psicólogo(a).', 'copy_pending');
      }
      const rows = await repository.listEntriesOfPatientWithPsychologist(
        personOf(user),
        request.psychologistId,
      );
      const signed = rows.filter((row) => row.entry.signedAt !== null);
      const addenda = await repository.listAddenda(signed.map((row) => row.entry.id));
      const lines = [
        'CÓPIA DO REGISTRO DOCUMENTAL (PRONTUÁRIO PSICOLÓGICO)',
        `Psicólogo(a): ${request.psychologistName}${request.psychologistCrp ? ` — CRP ${request.psychologistCrp}` : ''}`,
        `Paciente: ${user.name}`,
        `Gerada em: ${localDateTime(clock.now())}, a pedido do(a) paciente (Resolução CFP 01/2009).`,
        '',
      ];
      const intakes = new Map<string, Intake>();
      for (const row of signed) {
        if (row.record.intakeSignedAt && !intakes.has(row.record.id)) {
          intakes.set(row.record.id, intakeOf(row.record));
        }
      }
      for (const intake of intakes.values()) {
        lines.push('DEMANDA', intake.demand || '—', '', 'OBJETIVOS', intake.goals || '—', '');
      }
      if (signed.length === 0) lines.push('Ainda não há registros de sessão assinados.');
      for (const row of signed) {
        const content = contentOf(row.entry);
        lines.push(
          `SESSÃO DE ${localDateTime(row.appointment.startsAt)}`,
          `Evolução: ${content.evolution || '—'}`,
          `Procedimentos: ${content.procedures || '—'}`,
          `Encaminhamento ou encerramento: ${content.referral || '—'}`,
          `Assinado em ${localDateTime(row.entry.signedAt!)}`,
        );
        for (const addendum of addenda.filter((item) => item.entryId === row.entry.id)) {
          lines.push(
            `Adendo de ${localDateTime(addendum.createdAt)}: ${decryptJson<string>(addendum.textEncrypted, key, addendum.id)}`,
          );
        }
        lines.push('');
      }
      for (const recordId of new Set(signed.map((row) => row.record.id))) {
        await repository.logAccess({
          recordId,
          appointmentId: null,
          actorUserId: user.id,
          action: 'copy.download',
        });
      }
      return { fileName: 'copia-prontuario.txt', text: lines.join('\r\n') };
    },
  };
}

export type ClinicalRecordsService = ReturnType<typeof createClinicalRecordsService>;
