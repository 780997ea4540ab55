import { describe, expect, it } from 'vitest';
import { changeKinds } from '../../core/schemas/live-updates';
import { connectLiveUpdates, everyLiveKey, invalidationBatcher, liveInvalidations, liveReconnect, reconnectDelay, type LiveHandlers } from './live-updates';

const encoder = new TextEncoder();

/** A fake server: each connect gets the next script — a status, or a stream of chunks that may stay open. */
type Script = { status: number } | { chunks: string[]; stayOpen?: boolean };

function fakeServer(scripts: Script[]) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({ url: String(input), headers: init?.headers as Record<string, string> });
    const script = scripts.shift() ?? { status: 503 };
    if ('status' in script) return new Response(JSON.stringify({ error: 'x', message: 'x' }), { status: script.status });
    const signal = init?.signal;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of script.chunks) controller.enqueue(encoder.encode(chunk));
        if (!script.stayOpen) controller.close();
        signal?.addEventListener('abort', () => {
          try {
            controller.error(new DOMException('aborted', 'AbortError'));
          } catch {
            // already closed
          }
        });
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return { fetch, requests };
}

function recorder() {
  const seen: string[] = [];
  const handlers: LiveHandlers = {
    change: (change) => seen.push(`change ${change.kind} ${change.ids.join(',')}`),
    resync: () => seen.push('resync'),
  };
  return { seen, handlers };
}

const until = async (check: () => boolean, ms = 3_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const change = (kind: string, ids: string[], id = 1) => `id: ${id}\nevent: change\ndata: ${JSON.stringify({ kind, ids, all: false, at: new Date().toISOString(), id })}\n\n`;

describe('liveInvalidations', () => {
  it('names query keys for every kind of change, and the resync set holds each key once', () => {
    for (const kind of changeKinds) expect(liveInvalidations[kind].length).toBeGreaterThan(0);
    expect(liveInvalidations.reservations).toContainEqual(['reservations']);
    expect(liveInvalidations.blockers).toEqual(expect.arrayContaining([['blockers'], ['reservations']]));
    const hashes = everyLiveKey.map((key) => JSON.stringify(key));
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes).toEqual(expect.arrayContaining(['["reservations"]', '["blockers"]', '["waitlist"]', '["actionsLog"]', '["areas"]']));
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s, with jitter between half and all of it', () => {
    expect(reconnectDelay(1, () => 0.999)).toBeLessThanOrEqual(liveReconnect.firstMs);
    expect(reconnectDelay(1, () => 0)).toBe(liveReconnect.firstMs / 2);
    expect(reconnectDelay(2, () => 0.999)).toBeGreaterThan(reconnectDelay(1, () => 0.999));
    expect(reconnectDelay(20, () => 0.999)).toBeLessThanOrEqual(liveReconnect.maxMs);
    expect(reconnectDelay(20, () => 0)).toBe(liveReconnect.maxMs / 2);
  });
});

describe('connectLiveUpdates', () => {
  it('reads changes with the identity headers, resyncs whenever a stream opens, and reconnects after the server ends it', async () => {
    const server = fakeServer([{ chunks: ['retry: 2000\n: connected\n\n', change('reservations', ['r1']), 'event: change\ndata: {"kind":"blo'] }, { chunks: [change('waitlist', ['w1'], 2)], stayOpen: true }]);
    const { seen, handlers } = recorder();
    const close = connectLiveUpdates('demo', handlers, { fetch: server.fetch, headers: async () => ({ authorization: 'Bearer t', 'x-restaurant-id': 'demo' }), random: () => 0 });
    await until(() => seen.includes('change waitlist w1'));
    close();
    expect(seen).toEqual(['resync', 'change reservations r1', 'resync', 'change waitlist w1']);
    expect(server.requests[0]?.url).toBe('/api/events');
    expect(server.requests[0]?.headers).toMatchObject({ authorization: 'Bearer t', accept: 'text/event-stream' });
    expect(server.requests).toHaveLength(2);
  });

  it('a kind it does not know, or a resync event, reloads everything', async () => {
    const server = fakeServer([{ chunks: [change('tables-v2', ['x']), 'event: resync\ndata: {}\n\n'], stayOpen: true }]);
    const { seen, handlers } = recorder();
    const close = connectLiveUpdates('demo', handlers, { fetch: server.fetch, headers: async () => ({}), random: () => 0 });
    await until(() => seen.length === 3);
    close();
    expect(seen).toEqual(['resync', 'resync', 'resync']);
  });

  it('retries a failed or refused-for-now connect, and stops on a refusal retrying cannot fix', async () => {
    const server = fakeServer([{ status: 401 }, { status: 503 }, { status: 403 }, { chunks: [] }]);
    const { seen, handlers } = recorder();
    const close = connectLiveUpdates('demo', handlers, { fetch: server.fetch, headers: async () => ({}), random: () => 0 });
    await until(() => server.requests.length === 3, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    close();
    expect(server.requests).toHaveLength(3);
    expect(seen).toEqual([]);
  });

  it('takes a silent stream for dead and reconnects; close stops everything', async () => {
    const server = fakeServer([{ chunks: [': connected\n\n'], stayOpen: true }, { chunks: [change('blockers', ['b1'])], stayOpen: true }]);
    const { seen, handlers } = recorder();
    const close = connectLiveUpdates('demo', handlers, { fetch: server.fetch, headers: async () => ({}), random: () => 0, stallMs: 100 });
    await until(() => seen.includes('change blockers b1'));
    close();
    const count = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(server.requests.length).toBe(count);
  });
});

describe('the server last heard', () => {
  it('is the time a stream opened or last sent anything (a heartbeat too), and is reported gone when the stream ends', async () => {
    const server = fakeServer([{ chunks: [': connected\n\n', ': heartbeat\n\n'] }, { chunks: [': connected\n\n'], stayOpen: true }]);
    const heard: (number | null)[] = [];
    const { handlers } = recorder();
    const before = Date.now();
    const close = connectLiveUpdates('demo', { ...handlers, heard: (at) => heard.push(at) }, { fetch: server.fetch, headers: async () => ({}), random: () => 0 });
    await until(() => server.requests.length === 2 && heard.filter((at) => at !== null).length >= 5);
    close();
    // The first stream: opened, two chunks, ended; the second: opened, one chunk.
    expect(heard.slice(0, 6).map((at) => (at === null ? 'gone' : 'heard'))).toEqual(['heard', 'heard', 'heard', 'gone', 'heard', 'heard']);
    expect(heard.every((at) => at === null || at >= before)).toBe(true);
  });
});

describe('invalidationBatcher', () => {
  it('invalidates each key once per moment, however many events name it', async () => {
    const invalidated: string[] = [];
    const batch = invalidationBatcher(async (key) => invalidated.push(JSON.stringify(key)), 20);
    batch.add(liveInvalidations.reservations);
    batch.add(liveInvalidations.blockers);
    batch.add(liveInvalidations.actionsLog);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(invalidated.sort()).toEqual(['["actionsLog"]', '["blockers"]', '["reservations"]']);
    batch.add(liveInvalidations.waitlist);
    batch.cancel();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(invalidated).toHaveLength(3);
  });
});
