import {
  ROOM_MESSAGES,
  roomStateAt,
  roomWindow,
  type ParticipantRole,
  type RoomInfo,
  type RoomJoinResponse,
} from '../../shared/contracts/consultation-room';
import type { Clock } from '../clock';
import type { SessionUser } from '../auth/guards';
import { readRoomToken } from '../booking/manage-token';
import type { Config } from '../config';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors';
import type { RoomAppointment, RoomRepository } from './repository';
import { iceServersFor } from './turn-credentials';

/** Whoever asks to enter: a session, the patient's signed room link, or both. */
export interface RoomActor {
  user: SessionUser | null;
  token?: string;
}

export interface Participant {
  appointment: RoomAppointment;
  role: ParticipantRole;
}

/** TURN credentials outlive the room's close by this much, so a call that runs to the end keeps its relay. */
const CREDENTIAL_MARGIN_MS = 5 * 60_000;

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export function createRoomService(deps: { config: Config; clock: Clock; repository: RoomRepository }) {
  const { config, clock, repository } = deps;

  /**
   * The appointment's patient or psychologist, or 404 — the same answer as an id that does not exist, so nobody
   * learns that a consultation is there. The appointment is read only after a session or a valid link is seen.
   */
  async function authorize(actor: RoomActor, appointmentId: string): Promise<Participant> {
    const tokenValid =
      actor.token !== undefined &&
      actor.token !== '' &&
      readRoomToken(config.authSecret, actor.token, clock.now()) === appointmentId;
    if (!actor.user && !tokenValid) {
      if (actor.token) throw new NotFoundError(ROOM_MESSAGES.notFound);
      throw new UnauthorizedError('Entre na sua conta ou use o link da consulta recebido por e-mail.');
    }
    const appointment = await repository.findById(appointmentId);
    if (!appointment) throw new NotFoundError(ROOM_MESSAGES.notFound);
    const user = actor.user;
    if (user && appointment.psychologistUserId === user.id) return { appointment, role: 'psychologist' };
    const ownsAsPatient =
      user !== null &&
      (appointment.userId === user.id ||
        (user.emailVerified && appointment.patientEmail.toLowerCase() === user.email.toLowerCase()));
    if (ownsAsPatient || tokenValid) return { appointment, role: 'patient' };
    throw new NotFoundError(ROOM_MESSAGES.notFound);
  }

  function assertBooked(appointment: RoomAppointment): void {
    // Marked done during the call, the room stays usable until it closes.
    if (appointment.status !== 'agendado' && appointment.status !== 'realizado') {
      throw new ConflictError(ROOM_MESSAGES.notBooked, 'not_booked');
    }
  }

  /** 409 unless the room is open right now. */
  function assertOpen(appointment: RoomAppointment, now: Date): void {
    assertBooked(appointment);
    const state = roomStateAt(appointment.startsAt, now);
    if (state === 'early') throw new ConflictError(ROOM_MESSAGES.early, 'room_early');
    if (state === 'closed') throw new ConflictError(ROOM_MESSAGES.closed, 'room_closed');
  }

  return {
    authorize,

    async describe(actor: RoomActor, appointmentId: string): Promise<RoomInfo> {
      const { appointment, role } = await authorize(actor, appointmentId);
      assertBooked(appointment);
      const window = roomWindow(appointment.startsAt);
      return {
        appointmentId: appointment.id,
        role,
        psychologistName: appointment.psychologistName,
        patientFirstName: firstName(appointment.patientName),
        startsAt: appointment.startsAt.toISOString(),
        opensAt: window.opensAt.toISOString(),
        closesAt: window.closesAt.toISOString(),
        state: roomStateAt(appointment.startsAt, clock.now()),
      };
    },

    /** Inside the window only: this participant's ICE servers, TURN credentials minted for them alone. */
    async join(actor: RoomActor, appointmentId: string): Promise<RoomJoinResponse> {
      const participant = await authorize(actor, appointmentId);
      const now = clock.now();
      assertOpen(participant.appointment, now);
      const { closesAt } = roomWindow(participant.appointment.startsAt);
      return {
        role: participant.role,
        iceServers: iceServersFor(
          { servers: config.webrtc.iceServers, turnSecret: config.webrtc.turnSecret },
          { appointmentId, role: participant.role },
          new Date(closesAt.getTime() + CREDENTIAL_MARGIN_MS),
        ),
        closesAt: closesAt.toISOString(),
      };
    },

    /** For the signalling socket: the participant, refused like `join` outside the window. */
    async enter(actor: RoomActor, appointmentId: string): Promise<Participant & { closesAt: Date }> {
      const participant = await authorize(actor, appointmentId);
      assertOpen(participant.appointment, clock.now());
      return { ...participant, closesAt: roomWindow(participant.appointment.startsAt).closesAt };
    },

    recordJoin(appointmentId: string, role: ParticipantRole): Promise<void> {
      return repository.recordJoin(appointmentId, role, clock.now());
    },

    recordLeave(appointmentId: string, role: ParticipantRole): Promise<void> {
      return repository.recordLeave(appointmentId, role, clock.now());
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
