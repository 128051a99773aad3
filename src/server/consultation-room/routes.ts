import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { errorResponses } from '../../shared/contracts/errors';
import {
  clientRoomMessageSchema,
  ROOM_CLOSE_CODES,
  ROOM_MESSAGES,
  roomInfoSchema,
  roomJoinResponseSchema,
  roomParamsSchema,
  roomQuerySchema,
  type ServerRoomMessage,
} from '../../shared/contracts/consultation-room';
import { getUser } from '../auth/guards';
import { ForbiddenError } from '../errors';
import { limitPerPerson } from '../http/route-rate-limits';
import type { RoomHub } from './room-hub';
import type { Participant } from './service';

const errors = errorResponses(400, 401, 404, 409);

/** More than this many messages in ten seconds is not a browser negotiating a call. */
const MESSAGES_PER_TEN_SECONDS = 300;

export const consultationRoomRoutes: FastifyPluginAsyncZod<{ hub: RoomHub }> = async (app, { hub }) => {
  const trustedOrigins = new Set(app.config.trustedOrigins);
  const entered = new WeakMap<FastifyRequest, Participant & { closesAt: Date }>();
  // A process going down (a deploy, a restart) closes its sockets: the people are on their way to another process,
  // not leaving, and the database may already be closing.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });

  app.get(
    '/api/consultations/:id/room',
    {
      schema: {
        params: roomParamsSchema,
        querystring: roomQuerySchema,
        response: { 200: roomInfoSchema, ...errors },
      },
      config: { rateLimit: limitPerPerson(app.config, 60) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = { user: await getUser(request), token: request.query.token };
      return app.services.room.describe(actor, request.params.id);
    },
  );

  app.post(
    '/api/consultations/:id/room/join',
    {
      schema: {
        params: roomParamsSchema,
        querystring: roomQuerySchema,
        response: { 200: roomJoinResponseSchema, ...errors },
      },
      config: { rateLimit: limitPerPerson(app.config, 30) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = { user: await getUser(request), token: request.query.token };
      return app.services.room.join(actor, request.params.id);
    },
  );

  app.get(
    '/api/consultations/:id/room/signal',
    {
      websocket: true,
      schema: { params: roomParamsSchema, querystring: roomQuerySchema },
      config: { rateLimit: limitPerPerson(app.config, 30) },
      // Runs before the upgrade: a refusal is an ordinary HTTP answer and no socket is ever opened.
      preHandler: async (request) => {
        // Browsers send Origin on every WebSocket handshake and a page cannot forge it; without this check any
        // site the participant visits could open the room with their cookie (cross-site WebSocket hijacking).
        const origin = request.headers.origin;
        if (!origin || !trustedOrigins.has(origin))
          throw new ForbiddenError(ROOM_MESSAGES.badOrigin, 'bad_origin');
        const { id } = request.params as { id: string };
        const { token } = request.query as { token?: string };
        entered.set(request, await app.services.room.enter({ user: await getUser(request), token }, id));
      },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      const participant = entered.get(request);
      if (!participant) {
        socket.close(1008, 'unauthorised');
        return;
      }
      const { appointment, role } = participant;
      const connection = {
        id: hub.newConnectionId(),
        room: appointment.id,
        role,
        send(message: ServerRoomMessage) {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        },
        close(code: number, reason: string) {
          socket.close(code, reason);
        },
      };
      const log = request.log.child({ appointmentId: appointment.id, role });
      const closing = setTimeout(
        () => connection.close(ROOM_CLOSE_CODES.roomClosed, 'room closed'),
        Math.max(0, participant.closesAt.getTime() - app.clock.now().getTime()),
      );
      closing.unref();

      let windowStart = Date.now();
      let count = 0;
      socket.on('message', (raw, isBinary) => {
        if (Date.now() - windowStart > 10_000) {
          windowStart = Date.now();
          count = 0;
        }
        count += 1;
        let parsed;
        try {
          parsed = isBinary ? null : clientRoomMessageSchema.safeParse(JSON.parse(String(raw)));
        } catch {
          parsed = null;
        }
        if (!parsed?.success || count > MESSAGES_PER_TEN_SECONDS) {
          log.warn({ event: 'room.bad_message' }, 'room message refused');
          connection.close(ROOM_CLOSE_CODES.badMessage, 'bad message');
          return;
        }
        const message = parsed.data;
        if (message.type === 'ping') connection.send({ type: 'pong' });
        else void hub.relay(connection, message.data);
      });

      socket.on('close', (code) => {
        clearTimeout(closing);
        // A closing handshake (1000 left, 1001 tab closed, 1005 closed without a code) is a goodbye; 1006 and the
        // like are a connection that dropped, whose owner is likely on the way back.
        const deliberate = !shuttingDown && (code === 1000 || code === 1001 || code === 1005);
        void hub.leave(connection, deliberate).then(async (exited) => {
          if (!exited || shuttingDown) return;
          log.info({ event: 'room.left' }, 'participant left the room');
          await app.services.room.recordLeave(appointment.id, role).catch((error: unknown) => {
            log.error({ err: error, event: 'room.attendance_failed' }, 'leave not recorded');
          });
        });
      });

      connection.send({ type: 'welcome', role });
      log.info({ event: 'room.joined' }, 'participant joined the room');
      void app.services.room
        .recordJoin(appointment.id, role)
        .catch((error: unknown) =>
          log.error({ err: error, event: 'room.attendance_failed' }, 'join not recorded'),
        )
        .then(() => hub.join(connection));
    },
  );
};
