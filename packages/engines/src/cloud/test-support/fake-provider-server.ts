import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  /** Path and query, e.g. /v1/chat/completions. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export type Reply = (request: SeenRequest, response: ServerResponse) => void;

export interface FakeProviderServer {
  /** http://127.0.0.1:port, no trailing slash. */
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A provider on 127.0.0.1 at a random port. Replies are used in turn (the nth request gets the
 * nth reply, the last one repeats), so a test scripts "429, then 200" as two replies.
 */
export async function startFakeProvider(...replies: Reply[]): Promise<FakeProviderServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const seen: SeenRequest = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body,
        json,
      };
      requests.push(seen);
      const reply = replies[Math.min(requests.length, replies.length) - 1];
      if (reply) reply(seen, response);
      else response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging replies keep their sockets open; close them so the test run can end.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return (_request, response) => {
    response
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));
  };
}

export function binary(status: number, body: Uint8Array, contentType: string): Reply {
  return (_request, response) => {
    response
      .writeHead(status, { 'content-type': contentType, 'content-length': String(body.byteLength) })
      .end(Buffer.from(body));
  };
}

/** A server that takes the request and never answers: what a time-out looks like from here. */
export const hang: Reply = () => {};
