// A local stand-in for a Sentry server: it accepts the SDKs' envelope POSTs at /api/{project}/envelope/ and keeps
// what they carried, so the tests check what would have been reported without anything leaving the machine.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface EnvelopeItem {
  header: { type?: string } & Record<string, unknown>;
  payload: Record<string, unknown>;
}

export interface ReceivedEnvelope {
  project: string;
  sentryKey: string | null;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The envelope as it arrived (decompressed), for "does not contain" checks. */
  raw: string;
}

export interface SentryReceiver {
  /** A DSN pointing at this receiver for `project`. */
  dsn(project?: string): string;
  envelopes: ReceivedEnvelope[];
  /** The error events received so far (items of type "event"). */
  events(): EnvelopeItem['payload'][];
  /** Resolves once `count` events arrived, or rejects after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<EnvelopeItem['payload'][]>;
  close(): Promise<void>;
}

/** Envelope format: a header line, then per item a header line and a payload (of `length` bytes when given). */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const line = (): string => {
    const end = body.indexOf(0x0a, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const itemLine = line();
    if (!itemLine.trim()) continue;
    const itemHeader = JSON.parse(itemLine) as EnvelopeItem['header'];
    let payloadText: string;
    if (typeof itemHeader.length === 'number') {
      payloadText = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length + 1;
    } else {
      payloadText = line();
    }
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(payloadText) as Record<string, unknown>;
    } catch {
      payload = { text: payloadText };
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

export async function startSentryReceiver(): Promise<SentryReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    // Browsers send the envelope cross-origin (text/plain, so no preflight); answer CORS anyway.
    response.setHeader('access-control-allow-origin', '*');
    const url = new URL(request.url ?? '/', 'http://receiver');
    const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
    if (request.method === 'OPTIONS') return void response.writeHead(204, { 'access-control-allow-headers': '*' }).end();
    if (request.method !== 'POST' || !match) return void response.writeHead(404).end();
    bodyOf(request)
      .then((body) => {
        const { header, items } = parseEnvelope(body);
        envelopes.push({ project: match[1] ?? '', sentryKey: url.searchParams.get('sentry_key'), header, items, raw: body.toString('utf8') });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      })
      .catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const events = () => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload));
  return {
    dsn: (project = '1') => `http://publickey@127.0.0.1:${port}/${project}`,
    envelopes,
    events,
    async waitForEvents(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (events().length < count) {
        if (Date.now() > until) throw new Error(`Expected ${count} error events, received ${events().length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return events();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
