import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Clock } from '../clock';
import { ConflictError, NotFoundError } from '../errors';
import { CONSULTATION_TIME_ZONE } from '../../shared/contracts/consultations';
import {
  DASHBOARD_APPOINTMENT_STATUSES,
  PSYCHOLOGIST_PAYOUT_CENTS,
  type AppointmentStatusBody,
  type PsychologistAppointment,
  type PsychologistAppointmentsResponse,
  type PsychologistMe,
} from '../../shared/contracts/psychologist-area';
import type { PsychologistAppointmentRow, PsychologistAreaRepository } from './area-repository';

const NOT_FOUND = 'Consulta não encontrada.';

const localDay = (instant: Date) => format(instant, 'yyyy-MM-dd', { in: tz(CONSULTATION_TIME_ZONE) });

/** The patient's first name only: the psychologist needs to greet them, not to hold their full identity (LGPD). */
function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

function toAppointment(
  row: PsychologistAppointmentRow,
  now: Date,
  publicUrl: string,
): PsychologistAppointment {
  const booked = row.status === 'agendado';
  // The built-in room is stored as a path (ADR 025); the psychologist enters it with their session.
  const link = row.videoLink?.startsWith('/') ? `${publicUrl}${row.videoLink}` : row.videoLink;
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    patientFirstName: firstName(row.patientName),
    status: row.status,
    priceCents: row.priceCents,
    payoutCents: PSYCHOLOGIST_PAYOUT_CENTS,
    // A link to a call that has ended, or one that will not happen, only invites confusion.
    videoLink: booked && row.endsAt > now ? link : null,
    canMark: booked && row.startsAt <= now,
    attendance: {
      patientJoinedAt: iso(row.patientJoinedAt),
      patientLeftAt: iso(row.patientLeftAt),
      psychologistJoinedAt: iso(row.psychologistJoinedAt),
      psychologistLeftAt: iso(row.psychologistLeftAt),
    },
    hasGuardianAuthorization: row.hasGuardianAuthorization,
  };
}

/** The dashboard: profile, counters and own consultations. Every call is scoped to one psychologist id. */
export function createPsychologistDashboardService(
  repository: PsychologistAreaRepository,
  clock: Clock,
  publicUrl: string,
) {
  return {
    async getMe(psychologistId: string): Promise<PsychologistMe> {
      const [profile, rows] = await Promise.all([
        repository.findProfileById(psychologistId),
        repository.listAppointmentsByPsychologist(psychologistId, [
          'agendado',
          'realizado',
          'nao_compareceu',
        ]),
      ]);
      // The guard found the row a moment ago; it can only vanish if an admin deleted it in between.
      if (!profile) throw new NotFoundError('Psicólogo não encontrado.');
      const now = clock.now();
      const today = localDay(now);
      return {
        ...profile,
        emailVerified: profile.emailVerified === true,
        stats: {
          today: rows.filter((row) => localDay(row.startsAt) === today).length,
          upcoming: rows.filter((row) => row.status === 'agendado' && row.startsAt > now).length,
          total: rows.length,
        },
      };
    },

    async listAppointments(psychologistId: string): Promise<PsychologistAppointmentsResponse> {
      const rows = await repository.listAppointmentsByPsychologist(
        psychologistId,
        DASHBOARD_APPOINTMENT_STATUSES,
      );
      const now = clock.now();
      const appointments = rows.map((row) => toAppointment(row, now, publicUrl));
      const isUpcoming = (a: PsychologistAppointment) => a.status === 'agendado' && new Date(a.endsAt) > now;
      return {
        upcoming: appointments.filter(isUpcoming),
        past: appointments.filter((a) => !isUpcoming(a)).reverse(),
      };
    },

    async markAppointment(
      psychologistId: string,
      appointmentId: string,
      body: AppointmentStatusBody,
    ): Promise<PsychologistAppointment> {
      const now = clock.now();
      const updated = await repository.markBookedAppointment(appointmentId, psychologistId, body.status, now);
      if (updated) return toAppointment(updated, now, publicUrl);
      // Work out why, reading only within this psychologist's own consultations: another's id is a 404.
      const current = await repository.findAppointmentByIdAndPsychologist(appointmentId, psychologistId);
      if (!current || current.status === 'reservado' || current.status === 'expirado') {
        throw new NotFoundError(NOT_FOUND);
      }
      if (current.status !== 'agendado') {
        throw new ConflictError('Esta consulta já foi encerrada e não pode ser alterada.', 'not_booked');
      }
      throw new ConflictError(
        'A consulta ainda não começou. Marque o resultado depois do horário de início.',
        'not_started',
      );
    },
  };
}

export type PsychologistDashboardService = ReturnType<typeof createPsychologistDashboardService>;
