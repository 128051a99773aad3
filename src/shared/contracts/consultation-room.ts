import { z } from 'zod';
import { CONSULTATION_MINUTES } from '../consultation-pricing';

/**
 * The built-in consultation room (ADR 025): who may enter, when, and the messages the browser and the signalling
 * server exchange over the room's WebSocket.
 */

/** The room opens this long before the start and closes this long after the 50 minutes. */
export const ROOM_MARGIN_MINUTES = 10;
const MINUTE_MS = 60_000;

export function roomPath(appointmentId: string): string {
  return `/consultas/sala/${appointmentId}`;
}

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

export function roomWindow(startsAt: Date): RoomWindow {
  return {
    opensAt: new Date(startsAt.getTime() - ROOM_MARGIN_MINUTES * MINUTE_MS),
    closesAt: new Date(startsAt.getTime() + (CONSULTATION_MINUTES + ROOM_MARGIN_MINUTES) * MINUTE_MS),
  };
}

export type RoomState = 'early' | 'open' | 'closed';

export function roomStateAt(startsAt: Date, now: Date): RoomState {
  const { opensAt, closesAt } = roomWindow(startsAt);
  if (now.getTime() < opensAt.getTime()) return 'early';
  if (now.getTime() >= closesAt.getTime()) return 'closed';
  return 'open';
}

export const ROOM_MESSAGES = {
  notFound: 'Sala não encontrada. Confira o link recebido por e-mail ou entre na sua conta.',
  notBooked: 'Esta consulta não está agendada: ela foi cancelada ou o pagamento não foi confirmado.',
  early: 'A sala ainda não abriu. Ela abre 10 minutos antes do horário da consulta.',
  closed: 'A sala desta consulta já foi encerrada (ela fecha 10 minutos depois dos 50 minutos da sessão).',
  badOrigin: 'Origem da conexão não permitida.',
} as const;

export const participantRoleSchema = z.enum(['patient', 'psychologist']);
export type ParticipantRole = z.infer<typeof participantRoleSchema>;

export const roomParamsSchema = z.object({ id: z.string().uuid(ROOM_MESSAGES.notFound) });
/** The patient's signed link travels as `?token=`; signed in, no token is needed. */
export const roomQuerySchema = z.object({ token: z.string().max(200).optional() });

/**
 * GET /api/consultations/:id/room — the patient (signed in, or with the signed room link) or the appointment's
 * psychologist. 200 the room as this participant sees it, whatever the time (the page says when it opens).
 * Errors: 401 without a session or link, 404 for anyone else (the same answer as an unknown id), 409 `not_booked`.
 */
export const roomInfoSchema = z.object({
  appointmentId: z.string(),
  role: participantRoleSchema,
  psychologistName: z.string(),
  patientFirstName: z.string(),
  startsAt: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  state: z.enum(['early', 'open', 'closed']),
});
export type RoomInfo = z.infer<typeof roomInfoSchema>;

/** RTCIceServer as the browser takes it; TURN entries carry this participant's short-lived credential. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServerConfig = z.infer<typeof iceServerSchema>;

/**
 * POST /api/consultations/:id/room/join — same access as the room; only inside the window. 200 the ICE servers
 * (with fresh TURN credentials) for this participant. Errors: 401, 404, 409 `room_early` / `room_closed` /
 * `not_booked`.
 */
export const roomJoinResponseSchema = z.object({
  role: participantRoleSchema,
  iceServers: z.array(iceServerSchema),
  closesAt: z.string(),
});
export type RoomJoinResponse = z.infer<typeof roomJoinResponseSchema>;

/** What one browser sends the other through the server: a session description, an ICE candidate, or a plea. */
export const signalPayloadSchema = z.union([
  z.object({
    description: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(30_000) }),
    /** An offer that starts a new connection (the other side drops its old one) rather than an ICE restart. */
    fresh: z.boolean().optional(),
  }),
  z.object({
    candidate: z.object({
      candidate: z.string().max(1_000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
  /** The answering side lost the media path and asks the offering side for an ICE restart. */
  z.object({ restartRequest: z.literal(true) }),
  /**
   * The answering side, on meeting the offering side, says whether it still holds a working connection (its
   * socket dropped but the media kept flowing): then an ICE restart is enough, otherwise a fresh connection.
   */
  z.object({ ready: z.object({ connected: z.boolean() }) }),
]);
export type SignalPayload = z.infer<typeof signalPayloadSchema>;

export const clientRoomMessageSchema = z.union([
  z.object({ type: z.literal('signal'), data: signalPayloadSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientRoomMessage = z.infer<typeof clientRoomMessageSchema>;

export type ServerRoomMessage =
  | { type: 'welcome'; role: ParticipantRole }
  | { type: 'peer-joined' }
  | { type: 'peer-left' }
  /** The other person's socket dropped; their media may still be flowing, and they will likely be back. */
  | { type: 'peer-away' }
  | { type: 'signal'; data: SignalPayload }
  | { type: 'pong' };

/** WebSocket close codes the page explains in pt-BR. */
export const ROOM_CLOSE_CODES = {
  /** The same person opened the room in another tab or device. */
  replaced: 4001,
  /** The window ended. */
  roomClosed: 4002,
  badMessage: 4003,
} as const;
