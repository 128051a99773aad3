import { createServer, request as httpRequest, type Server } from 'node:http';
import { pipeline } from 'node:stream';

export interface ServedRequest {
  upstream: number;
  method: string;
  path: string;
  /** Why the upstream could not be reached, when the proxy answered 502 itself. */
  failure?: string;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request passed on, in order, with the index of the upstream that got it. */
  served: ServedRequest[];
  close(): Promise<void>;
}

/**
 * The simplest load balancer: each request goes to the next upstream in turn, whatever connection or session it
 * comes from, so nothing the app keeps in one process's memory can go unnoticed. Headers pass through untouched
 * (TRUST_PROXY is off, so no X-Forwarded-* is added), and answers are piped, so streamed chat replies stream.
 */
export async function startRoundRobinProxy(
  port: number,
  upstreams: () => string[],
): Promise<RoundRobinProxy> {
  const served: ServedRequest[] = [];
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const targets = upstreams();
    const index = next++ % targets.length;
    const request: ServedRequest = {
      upstream: index,
      method: incoming.method ?? 'GET',
      path: (incoming.url ?? '/').split('?')[0]!,
    };
    served.push(request);
    const target = new URL(targets[index]!);
    const upstream = httpRequest(
      {
        // The apps listen on 127.0.0.1 only. Asked for "localhost", Node tries ::1 and 127.0.0.1 in turn with a
        // 250 ms attempt timer, which a test process busy driving a browser can overrun: the connection then fails
        // though the app is up (a CI run saw the checkout page answered 502).
        host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        // pipeline, not pipe: a browser that closes its tab mid-answer, or an app stopped mid-stream, errors one
        // side of the pair, and a bare pipe re-throws that as an uncaught error in the test's process.
        pipeline(answer, outgoing, () => {});
      },
    );
    upstream.on('error', (error) => {
      request.failure = error.message;
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502).end();
    });
    pipeline(incoming, upstream, () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
