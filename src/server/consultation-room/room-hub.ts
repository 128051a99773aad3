import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ROOM_CLOSE_CODES,
  type ParticipantRole,
  type ServerRoomMessage,
  type SignalPayload,
} from '../../shared/contracts/consultation-room';
import type { RelayEnvelope, SignalBus } from './signal-relay';

/** One participant's socket in this process. */
export interface RoomConnection {
  readonly id: string;
  readonly room: string;
  readonly role: ParticipantRole;
  send(message: ServerRoomMessage): void;
  close(code: number, reason: string): void;
}

const otherRole = (role: ParticipantRole): ParticipantRole =>
  role === 'patient' ? 'psychologist' : 'patient';

/**
 * The sockets of this process, and what reaches them from the bus. A message goes only to the other participant
 * of the same room: the server never forwards anything to a third party, and never reads the media itself.
 */
export function createRoomHub(bus: SignalBus, log: Pick<FastifyBaseLogger, 'warn'>) {
  const rooms = new Map<string, Set<RoomConnection>>();
  /** Connections closed because the same participant came back elsewhere: their exit is not an exit. */
  const replaced = new WeakSet<RoomConnection>();

  const publish = (envelope: RelayEnvelope) =>
    bus.publish(envelope).catch((error: unknown) => {
      log.warn(
        { err: error, event: 'room.relay_publish_failed', appointmentId: envelope.room },
        'relay failed',
      );
    });

  bus.subscribe((envelope) => {
    const local = rooms.get(envelope.room);
    if (!local) return;
    for (const connection of local) {
      if (connection.id === envelope.connectionId) continue;
      if (envelope.kind === 'evict') {
        if (connection.role === envelope.from) {
          replaced.add(connection);
          connection.close(ROOM_CLOSE_CODES.replaced, 'replaced');
        }
        continue;
      }
      if (connection.role !== otherRole(envelope.from)) continue;
      if (envelope.kind === 'hello') {
        connection.send({ type: 'peer-joined' });
        void publish({
          room: connection.room,
          from: connection.role,
          connectionId: connection.id,
          kind: 'here',
        });
      } else if (envelope.kind === 'here') {
        connection.send({ type: 'peer-joined' });
      } else if (envelope.kind === 'bye') {
        connection.send({ type: 'peer-left' });
      } else if (envelope.kind === 'away') {
        connection.send({ type: 'peer-away' });
      } else if (envelope.data) {
        connection.send({ type: 'signal', data: envelope.data });
      }
    }
  });

  return {
    newConnectionId: () => randomUUID(),

    /** Adds the socket, closes the participant's older sockets anywhere, and greets the other participant. */
    async join(connection: RoomConnection): Promise<void> {
      const local = rooms.get(connection.room) ?? new Set<RoomConnection>();
      rooms.set(connection.room, local);
      local.add(connection);
      const base = { room: connection.room, from: connection.role, connectionId: connection.id };
      await publish({ ...base, kind: 'evict' });
      await publish({ ...base, kind: 'hello' });
    },

    relay(connection: RoomConnection, data: SignalPayload): Promise<void> {
      return publish({
        room: connection.room,
        from: connection.role,
        connectionId: connection.id,
        kind: 'signal',
        data,
      });
    },

    /**
     * Removes the socket; true unless a newer socket of the same person replaced it. `deliberate`: the page said
     * goodbye (left, or was closed); otherwise the socket dropped and the other side keeps its media running.
     */
    async leave(connection: RoomConnection, deliberate: boolean): Promise<boolean> {
      const local = rooms.get(connection.room);
      local?.delete(connection);
      if (local && local.size === 0) rooms.delete(connection.room);
      if (replaced.has(connection)) return false;
      await publish({
        room: connection.room,
        from: connection.role,
        connectionId: connection.id,
        kind: deliberate ? 'bye' : 'away',
      });
      return true;
    },

    /** Every socket of this process, for a graceful shutdown. */
    connections(): RoomConnection[] {
      return [...rooms.values()].flatMap((set) => [...set]);
    },
  };
}

export type RoomHub = ReturnType<typeof createRoomHub>;
