// New connections first. Node 20's libuv accepts one connection per event-loop turn (libuv pull request 3696), and a
// turn reads every connection that has data. So when many connections open at once on a busy API (guests arriving
// together the moment a restaurant opens its books, a proxy opening its pool), the last of them waits one turn per
// connection before its first request is read, and each of those turns is long because the connections accepted
// before keep it busy: 50 connections opened at once on a fresh API were accepted over 400-500 ms
// (bench/booking-scale.ts), 200 ms with this. While connections keep arriving turn after turn, the API stops reading
// the connections it had, and each new one once its first request is read, so a turn is short and accepts the next;
// it reads them all again at the first turn without a new connection. A burst is held at most `maxHoldMs` and is
// followed by as long a time without one, so a steady stream of new connections cannot starve the open ones.
import type { Server } from 'node:net';

/** What the policy needs of a connection (node:net Socket has it). */
export interface HoldableConnection {
  pause(): unknown;
  resume(): unknown;
  isPaused(): boolean;
  readonly destroyed: boolean;
  once(event: 'close', listener: () => void): unknown;
}

export interface ConnectionBurstOptions {
  maxHoldMs: number;
  clock: () => number;
  /** Runs the callback once the current event-loop turn's I/O is done (setImmediate). */
  afterTurn: (callback: () => void) => void;
}

export const defaultBurstOptions: ConnectionBurstOptions = {
  maxHoldMs: 250,
  clock: () => performance.now(),
  afterTurn: (callback) => setImmediate(callback),
};

export class ConnectionBursts<C extends HoldableConnection = HoldableConnection> {
  private readonly open = new Set<C>();
  /** Connections this policy paused, to read again when the burst ends. */
  private held: C[] = [];
  private acceptedThisTurn: C[] = [];
  /** Accepted in the turn before: their first request has been read since. */
  private acceptedBefore: C[] = [];
  private watching = false;
  private holdingSince: number | undefined;
  private quietUntil = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: ConnectionBurstOptions = defaultBurstOptions) {}

  /** How many connections are held now. */
  get holding(): number {
    return this.held.length;
  }

  connected(connection: C): void {
    this.open.add(connection);
    connection.once('close', () => this.open.delete(connection));
    this.acceptedThisTurn.push(connection);
    if (this.watching) return;
    this.watching = true;
    this.options.afterTurn(this.turnEnded);
  }

  private readonly turnEnded = (): void => {
    const accepted = this.acceptedThisTurn;
    this.acceptedThisTurn = [];
    const now = this.options.clock();
    if (accepted.length === 0) {
      this.release(now);
      this.acceptedBefore = [];
      this.watching = false;
      return;
    }
    if (this.holdingSince !== undefined && now - this.holdingSince >= this.options.maxHoldMs) {
      this.release(now);
    } else if (this.holdingSince !== undefined) {
      for (const connection of this.acceptedBefore) this.hold(connection);
    } else if (this.acceptedBefore.length > 0 && now >= this.quietUntil) {
      // A second turn in a row with a new connection: a burst. A lone connection holds nothing.
      this.holdingSince = now;
      const justAccepted = new Set(accepted);
      for (const connection of this.open) if (!justAccepted.has(connection)) this.hold(connection);
    }
    this.acceptedBefore = accepted;
    this.options.afterTurn(this.turnEnded);
  };

  /** A connection paused by someone else (a stream's back-pressure) is left to them. */
  private hold(connection: C): void {
    if (connection.destroyed || connection.isPaused()) return;
    connection.pause();
    this.held.push(connection);
  }

  private release(now: number): void {
    if (this.holdingSince === undefined) return;
    for (const connection of this.held) if (!connection.destroyed) connection.resume();
    this.held = [];
    this.quietUntil = now + (now - this.holdingSince);
    this.holdingSince = undefined;
  }
}

/** The server accepts a burst of new connections before it reads more from those it holds. */
export function acceptBurstsFirst(server: Server, options: ConnectionBurstOptions = defaultBurstOptions): ConnectionBursts {
  const bursts = new ConnectionBursts(options);
  server.on('connection', (connection) => bursts.connected(connection));
  return bursts;
}
