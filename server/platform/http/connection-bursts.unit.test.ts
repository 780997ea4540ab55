import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptBurstsFirst, ConnectionBursts, type HoldableConnection } from './connection-bursts';

class FakeConnection implements HoldableConnection {
  paused = false;
  destroyed = false;
  private onClose: (() => void) | undefined;
  pause(): void {
    this.paused = true;
  }
  resume(): void {
    this.paused = false;
  }
  isPaused(): boolean {
    return this.paused;
  }
  once(_event: 'close', listener: () => void): void {
    this.onClose = listener;
  }
  close(): void {
    this.destroyed = true;
    this.onClose?.();
  }
}

/** Event-loop turns by hand: connections arrive during a turn, `endTurn` runs what waits for its end. */
function harness(maxHoldMs = 100) {
  let now = 0;
  let waiting: (() => void)[] = [];
  const bursts = new ConnectionBursts<FakeConnection>({ maxHoldMs, clock: () => now, afterTurn: (callback) => waiting.push(callback) });
  return {
    bursts,
    /** A turn that accepts `count` connections (libuv accepts one per turn), `ms` long. */
    turn(count: number, ms = 1): FakeConnection[] {
      const accepted = Array.from({ length: count }, () => new FakeConnection());
      for (const connection of accepted) bursts.connected(connection);
      now += ms;
      const due = waiting;
      waiting = [];
      for (const callback of due) callback();
      return accepted;
    },
    get watching() {
      return waiting.length > 0;
    },
  };
}

describe('a burst of new connections', () => {
  it('holds nothing for a lone connection, and stops watching at the next turn without one', () => {
    const h = harness();
    const [open] = h.turn(1);
    h.turn(0);
    const [lone] = h.turn(1);
    h.turn(0);
    expect([open?.paused, lone?.paused]).toEqual([false, false]);
    expect(h.bursts.holding).toBe(0);
    expect(h.watching).toBe(false);
  });

  it('holds the open connections while connections arrive turn after turn, and reads them all again after', () => {
    const h = harness();
    const [a] = h.turn(1);
    expect(a?.paused).toBe(false);
    // A second turn in a row with a new connection: a burst. The one just accepted has its first request still to read.
    const [b] = h.turn(1);
    expect([a?.paused, b?.paused]).toEqual([true, false]);
    const [c] = h.turn(1);
    expect([a?.paused, b?.paused, c?.paused]).toEqual([true, true, false]);
    expect(h.bursts.holding).toBe(2);
    h.turn(0);
    expect([a, b, c].every((connection) => connection?.paused === false)).toBe(true);
    expect(h.bursts.holding).toBe(0);
    expect(h.watching).toBe(false);
  });

  it('holds for at most maxHoldMs, then not again for as long as it held', () => {
    const h = harness(100);
    const [first] = h.turn(1, 40);
    h.turn(1, 40); // 80 ms: the burst begins
    expect(first?.paused).toBe(true);
    h.turn(1, 40);
    h.turn(1, 40); // held 80 ms
    expect(first?.paused).toBe(true);
    h.turn(1, 40); // held 120 ms: released, and quiet until 320 ms
    expect(first?.paused).toBe(false);
    h.turn(1, 60); // 260 ms
    expect(first?.paused).toBe(false);
    h.turn(1, 70); // 330 ms: a burst again
    expect(first?.paused).toBe(true);
  });

  it('leaves alone a connection paused by someone else, and does not resume one closed meanwhile', () => {
    const h = harness();
    const [pausedByStream, closing] = h.turn(2);
    pausedByStream?.pause();
    h.turn(1);
    expect(closing?.paused).toBe(true);
    closing?.close();
    h.turn(0);
    expect(pausedByStream?.paused).toBe(true);
    expect(closing?.paused).toBe(true);
    expect(h.bursts.holding).toBe(0);
  });
});

describe('acceptBurstsFirst on a real server', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('answers every request of the open and the new connections, and leaves none held', async () => {
    server = http.createServer((request, response) => {
      // Busy work per request, so that turns are long enough for connections to queue up.
      const until = performance.now() + 0.5;
      while (performance.now() < until);
      response.end(request.url);
    });
    const bursts = acceptBurstsFirst(server);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const sockets = new Set<Socket>();
    server.on('connection', (socket) => sockets.add(socket));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 5 });
    const get = (path: string, options: http.RequestOptions = { agent }) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, ...options }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
    const open = Array.from({ length: 5 }, async (_, client) => {
      const answers: string[] = [];
      for (let i = 0; i < 40; i++) answers.push(await get(`/open/${client}/${i}`));
      return answers;
    });
    const fresh = Array.from({ length: 40 }, (_, i) => get(`/fresh/${i}`, { agent: false }));
    const answers = await Promise.all([...open, ...fresh]);
    expect(answers.slice(0, 5)).toEqual(Array.from({ length: 5 }, (_, client) => Array.from({ length: 40 }, (_, i) => `/open/${client}/${i}`)));
    expect(answers.slice(5)).toEqual(Array.from({ length: 40 }, (_, i) => `/fresh/${i}`));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(bursts.holding).toBe(0);
    expect([...sockets].filter((socket) => !socket.destroyed && socket.isPaused())).toEqual([]);
    agent.destroy();
  });
});
