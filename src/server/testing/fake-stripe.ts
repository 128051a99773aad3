import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request the fake received, with its form-encoded parameters flattened as Stripe's SDK sends them. */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;

export interface FakeStripe {
  /** For STRIPE_API_BASE_URL. */
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, Json>;
  /** Invoice id → payment intent id, for refunds of subscription sessions. */
  invoicePayments: Map<string, string>;
  /** The next POST /v1/checkout/sessions answers this status with a Stripe error. */
  failNextCreate: number | null;
  lastSession(): Json;
  /** Plays the buyer finishing the hosted page. */
  complete(sessionId: string, patch?: Json): Json;
  /**
   * Holds every retrieval of this session until `count` are waiting, then answers them all: callers that look
   * before they retrieve (a delivered event, a verify) have all looked before any of them writes, so a race is
   * certain rather than likely. Resolves true when `count` arrived, false if `timeoutMs` passed first (then the
   * waiting ones are answered anyway).
   */
  gateRetrievals(sessionId: string, count: number, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  response.end(JSON.stringify(body));
}

function missing(response: ServerResponse, what: string) {
  send(response, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });
}

function metadataOf(params: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/** A local stand-in for the parts of Stripe's API the provider calls, on 127.0.0.1 and a free port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  const invoicePayments = new Map<string, string>();
  const gates = new Map<
    string,
    { count: number; waiting: Array<() => void>; done: (full: boolean) => void }
  >();
  let counter = 0;

  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    requests,
    sessions,
    invoicePayments,
    failNextCreate: null,
    lastSession() {
      const all = [...sessions.values()];
      const last = all[all.length - 1];
      if (!last) throw new Error('no session created yet');
      return last;
    },
    complete(sessionId, patch = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid' }, patch);
      return session;
    },
    gateRetrievals(sessionId, count, timeoutMs = 10_000) {
      return new Promise<boolean>((resolve) => {
        const open = (full: boolean) => {
          clearTimeout(timer);
          const gate = gates.get(sessionId);
          gates.delete(sessionId);
          for (const release of gate?.waiting ?? []) release();
          resolve(full);
        };
        const timer = setTimeout(() => open(false), timeoutMs);
        gates.set(sessionId, { count, waiting: [], done: open });
      });
    },
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : raw));
    const header = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: typeof header === 'string' ? header : undefined,
    });

    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (fake.failNextCreate) {
        const status = fake.failNextCreate;
        fake.failNextCreate = null;
        return send(response, status, { error: { type: 'api_error', message: 'Something went wrong' } });
      }
      counter += 1;
      const id = `cs_test_${counter}_${randomBytes(8).toString('hex')}`;
      const amount = Number(params['line_items[0][price_data][unit_amount]']);
      const session: Json = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: params['line_items[0][price_data][currency]'],
        client_reference_id: params.client_reference_id ?? null,
        customer: null,
        customer_email: params.customer_email ?? null,
        invoice: null,
        payment_intent: null,
        subscription: null,
        metadata: metadataOf(params, 'metadata'),
        expires_at: Number(params.expires_at),
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        livemode: false,
      };
      sessions.set(id, session);
      return send(response, 200, session);
    }
    if (sessionPath?.[1]) {
      const session = sessions.get(sessionPath[1]);
      if (!session) return missing(response, `checkout.session: '${sessionPath[1]}'`);
      if (request.method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') {
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status of open can be expired.',
            },
          });
        }
        session.status = 'expired';
        return send(response, 200, session);
      }
      if (request.method === 'GET') {
        const gate = gates.get(sessionPath[1]);
        if (gate) {
          await new Promise<void>((release) => {
            gate.waiting.push(release);
            if (gate.waiting.length >= gate.count) gate.done(true);
          });
        }
        const expandLineItems = Object.entries(params).some(
          ([key, value]) => key.startsWith('expand') && value === 'line_items',
        );
        const lineItems = {
          object: 'list',
          data: [
            {
              id: 'li_1',
              object: 'item',
              amount_total: session.amount_total,
              currency: session.currency,
              quantity: 1,
            },
          ],
          has_more: false,
          url: `/v1/checkout/sessions/${String(session.id)}/line_items`,
        };
        return send(response, 200, expandLineItems ? { ...session, line_items: lineItems } : session);
      }
    }
    if (request.method === 'GET' && url.pathname === '/v1/invoice_payments') {
      const invoice = params.invoice ?? '';
      const paymentIntent = invoicePayments.get(invoice);
      return send(response, 200, {
        object: 'list',
        has_more: false,
        url: '/v1/invoice_payments',
        data: paymentIntent
          ? [
              {
                id: 'inpay_1',
                object: 'invoice_payment',
                invoice,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: paymentIntent },
              },
            ]
          : [],
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const paid = [...sessions.values()].find(
        (session) =>
          session.payment_intent === params.payment_intent ||
          invoicePayments.get(String(session.invoice)) === params.payment_intent,
      );
      if (!paid) return missing(response, `payment_intent: '${params.payment_intent}'`);
      return send(response, 200, {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount: paid.amount_total,
        currency: 'brl',
        payment_intent: params.payment_intent,
        status: 'succeeded',
      });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'DELETE' && subscriptionPath) {
      return send(response, 200, { id: subscriptionPath[1], object: 'subscription', status: 'canceled' });
    }
    return missing(response, `route ${request.method} ${url.pathname}`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get failNextCreate() {
      return fake.failNextCreate;
    },
    set failNextCreate(value) {
      fake.failNextCreate = value;
    },
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A webhook body signed the way Stripe signs it, with the SDK's own helper. */
export function signedWebhook(event: Json, secret: string): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function stripeEvent(type: string, object: Json, id = `evt_${randomBytes(8).toString('hex')}`): Json {
  return {
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_777_900_000,
    livemode: false,
    data: { object },
  };
}
