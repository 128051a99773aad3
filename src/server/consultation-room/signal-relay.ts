import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  participantRoleSchema,
  signalPayloadSchema,
  type ParticipantRole,
  type SignalPayload,
} from '../../shared/contracts/consultation-room';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { DatabaseAvailability } from '../db/availability';
import { openDedicatedConnection, type DedicatedConnection } from '../db/dedicated-connection';

/**
 * What one server process tells the others about a room (ADR 025). `hello` when a participant connects, `here`
 * in answer, `bye` when one leaves, `away` when one's socket dropped without a goodbye (their media may still
 * flow), `signal` to carry WebRTC negotiation, `evict` to close an older connection of the same participant (a
 * second tab, or a socket left behind by a network blip).
 */
export const relayEnvelopeSchema = z.object({
  room: z.string().uuid(),
  from: participantRoleSchema,
  connectionId: z.string().max(64),
  kind: z.enum(['hello', 'here', 'bye', 'away', 'signal', 'evict']),
  data: signalPayloadSchema.optional(),
});
export type RelayEnvelope = z.infer<typeof relayEnvelopeSchema> & { data?: SignalPayload };

export interface SignalBus {
  /** Every process (this one included) receives the envelope, in the order this process published. */
  publish(envelope: RelayEnvelope): Promise<void>;
  subscribe(handler: (envelope: RelayEnvelope) => void): void;
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export type { ParticipantRole };

/** PGlite lives inside one process, so one process is the whole system: an in-memory bus is the relay. */
export function createInProcessBus(): SignalBus {
  const handlers: Array<(envelope: RelayEnvelope) => void> = [];
  let tail = Promise.resolve();
  return {
    publish(envelope) {
      tail = tail.then(() => {
        for (const handler of handlers) handler(envelope);
      });
      return tail;
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    ready: Promise.resolve(),
    async close() {
      handlers.length = 0;
    },
  };
}

export const ROOM_CHANNEL = 'aria_room_signal';
/**
 * NOTIFY payloads are capped at 8000 bytes and an SDP offer runs to several kilobytes, so a message travels in
 * chunks; 1900 characters stay under the cap even if every one took four bytes.
 */
const CHUNK_CHARS = 1900;
/** A message whose chunks did not all arrive by then (a publisher died mid-way) is dropped. */
const REASSEMBLY_TIMEOUT_MS = 10_000;

export function splitIntoChunks(message: string, id: string = randomUUID()): string[] {
  const parts: string[] = [];
  for (let offset = 0; offset < message.length || parts.length === 0; offset += CHUNK_CHARS) {
    parts.push(message.slice(offset, offset + CHUNK_CHARS));
  }
  return parts.map((part, index) => `${id}:${index}:${parts.length}:${part}`);
}

/** Collects chunks into whole messages; returns a message when its last chunk arrives. */
export function createReassembler(now: () => number = Date.now) {
  const pending = new Map<string, { parts: string[]; received: number; startedAt: number }>();
  return (chunk: string): string | null => {
    const match = /^([0-9a-f-]{36}):(\d+):(\d+):([\s\S]*)$/.exec(chunk);
    if (!match) return null;
    const [, id, indexText, countText, part] = match as unknown as [string, string, string, string, string];
    const index = Number(indexText);
    const count = Number(countText);
    if (count === 1) return part;
    if (count > 64 || index >= count) return null;
    for (const [key, entry] of pending) {
      if (now() - entry.startedAt > REASSEMBLY_TIMEOUT_MS) pending.delete(key);
    }
    const entry = pending.get(id) ?? {
      parts: new Array<string>(count).fill(''),
      received: 0,
      startedAt: now(),
    };
    pending.set(id, entry);
    entry.parts[index] = part;
    entry.received += 1;
    if (entry.received < count) return null;
    pending.delete(id);
    return entry.parts.join('');
  };
}

/**
 * Several processes on one PostgreSQL: each LISTENs on a dedicated connection (it comes back by itself after the
 * database restarts) and publishes with NOTIFY. All chunks of one message go in one statement, so they are
 * delivered together and in order; publishes are chained, so one process's messages keep their order.
 */
export function createPostgresBus(deps: {
  url: string;
  db: Database;
  availability: DatabaseAvailability;
  connectTimeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): SignalBus {
  const handlers: Array<(envelope: RelayEnvelope) => void> = [];
  const reassemble = createReassembler();
  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    const message = reassemble(payload);
    if (message === null) return;
    let parsed;
    try {
      parsed = relayEnvelopeSchema.safeParse(JSON.parse(message));
    } catch {
      return;
    }
    if (!parsed.success) {
      deps.log.warn({ event: 'room.relay_bad_message' }, 'room relay message ignored');
      return;
    }
    for (const handler of handlers) handler(parsed.data);
  };
  const connection: DedicatedConnection = openDedicatedConnection({
    url: deps.url,
    connectTimeoutMs: deps.connectTimeoutMs,
    availability: deps.availability,
    async onConnect(client) {
      client.on('notification', (notification) => {
        if (notification.channel === ROOM_CHANNEL) deliver(notification.payload);
      });
      await client.query(`LISTEN ${ROOM_CHANNEL}`);
    },
  });
  let tail: Promise<void> = Promise.resolve();
  return {
    publish(envelope) {
      const chunks = splitIntoChunks(JSON.stringify(envelope));
      const next = tail.then(async () => {
        await deps.db.execute(
          sql`select pg_notify(${ROOM_CHANNEL}, chunk) from json_array_elements_text(${JSON.stringify(chunks)}::json) as chunk`,
        );
      });
      // One failed NOTIFY (the database went away) must not block every later one.
      tail = next.catch(() => undefined);
      return next;
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    ready: connection.ready,
    close: () => connection.close(),
  };
}
