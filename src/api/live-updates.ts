// Live updates (several tablets stay in step; docs/decisions/006-live-updates.md). The server streams the
// restaurant's committed changes as Server-Sent Events from GET /api/events; each change invalidates the query keys of
// its kind, so every open screen refetches what changed within a moment, with nobody pressing refresh.
//
// The stream is read with fetch, not EventSource: EventSource cannot send the bearer token, and fetch carries the same
// headers as every other call (./client.ts identityHeaders) — a fresh Firebase ID token on each connect, the admin
// overrides, the child session. It reconnects with backoff (at once when the device comes back online or into view).
// Whenever the stream (re)opens, everything loaded before that moment is reloaded, since changes may have gone by
// unseen while no stream was open (before the first one too: the screens may have loaded first).
import type { QueryKey } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { useEffect } from 'react';
import { LiveChange, liveEventNames, type ChangeKind } from '../../core/schemas/live-updates';
import { buildUrl, identityHeaders } from './client';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

/**
 * Which query keys (prefixes, ./query-keys.ts) each kind of change invalidates. Everything about reservations (the
 * day's grid, single reservations, search, collisions) sits under `reservations()`; the app config and the setup
 * status are the app's own reads (./resource.ts, reached through the query client).
 */
export const liveInvalidations: Record<ChangeKind, readonly QueryKey[]> = {
  reservations: [queryKeys.reservations()],
  // The grid draws blockers, and a blocker over a booking shows under collisions.
  blockers: [queryKeys.blockers(), queryKeys.reservations()],
  waitlist: [queryKeys.waitlists()],
  actionsLog: [queryKeys.actionsLogs()],
  // The floor, the restaurant's rules and its app config — and the grid, which is drawn from the floor.
  settings: [
    queryKeys.areas(),
    queryKeys.tables(),
    queryKeys.areaGroups(),
    queryKeys.specials(),
    queryKeys.settings(),
    queryKeys.appConfigs(),
    queryKeys.statuses(),
    queryKeys.reservations(),
  ],
};

/** After a gap (a stream opened, notifications missed): everything a change could have touched. */
export const everyLiveKey: readonly QueryKey[] = uniqueKeys(Object.values(liveInvalidations).flat());

export const liveReconnect = { firstMs: 1_000, maxMs: 30_000 } as const;
/** The server writes a heartbeat every 20 s; a stream silent for longer than this is taken as dead. */
export const liveStallMs = 50_000;
/** A stream that lived at least this long was healthy: the next reconnect starts the backoff afresh. */
const healthyMs = 10_000;

export interface LiveHandlers {
  change(change: LiveChange): void;
  /** Changes before `at` (ms since the epoch) may have been missed: reload whatever was loaded before then. */
  resync(at: number): void;
  /** The server was heard at `at` (a stream opened, an event or a heartbeat came); null: the stream is gone. */
  heard?(at: number | null): void;
}

/** Whether a live stream is open on this page, and when the server was last heard on one (ms since the epoch). */
export interface LiveStatus {
  open: boolean;
  heardAt: number | null;
}

let liveStatus: LiveStatus = { open: false, heardAt: null };
const liveStatusListeners = new Set<() => void>();

/** The page's live status, for screens that say whether they are up to date (useSyncExternalStore). */
export const liveStatusSnapshot = (): LiveStatus => liveStatus;
export function subscribeLiveStatus(listener: () => void): () => void {
  liveStatusListeners.add(listener);
  return () => void liveStatusListeners.delete(listener);
}
function noteHeard(at: number | null): void {
  liveStatus = at === null ? { ...liveStatus, open: false } : { open: true, heardAt: at };
  for (const listener of liveStatusListeners) listener();
}

export interface LiveOptions {
  fetch?: typeof fetch;
  /** The request headers of each connect (default: the API client's, with a fresh token). */
  headers?: () => Promise<Record<string, string>>;
  stallMs?: number;
  /** Random jitter in [0, 1) (tests pass a fixed one). */
  random?: () => number;
}

function uniqueKeys(keys: readonly QueryKey[]): QueryKey[] {
  const seen = new Map<string, QueryKey>();
  for (const key of keys) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}

/** The delay before reconnect attempt `failures` (1, 2, …): doubling from 1 s to 30 s, with jitter so tablets spread out. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(liveReconnect.maxMs, liveReconnect.firstMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.5 + random() / 2));
}

/** Refusals that retrying cannot fix (no permission, another tenant, no restaurant): stop until remounted. */
const isPermanent = (status: number) => status === 400 || status === 403 || status === 404;

/** Reads one stream until it ends, fails or stalls, handing its events on. */
async function readStream(body: ReadableStream<Uint8Array>, abort: () => void, handlers: LiveHandlers, stallMs: number): Promise<void> {
  const parser = createParser({
    onEvent(message) {
      if (message.event === liveEventNames.resync) {
        handlers.resync(Date.now());
        return;
      }
      if (message.event !== liveEventNames.change) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = LiveChange.safeParse(data);
      // A kind this version does not know (a newer server) still means something changed.
      if (parsed.success) handlers.change(parsed.data);
      else handlers.resync(Date.now());
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let stall = setTimeout(abort, stallMs);
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      clearTimeout(stall);
      stall = setTimeout(abort, stallMs);
      handlers.heard?.(Date.now());
      parser.feed(decoder.decode(read.value, { stream: true }));
    }
  } finally {
    clearTimeout(stall);
  }
}

/**
 * Opens the restaurant's live-updates stream and keeps it open: reconnects with backoff after a failure, at once after
 * the server ended it (token expiry) or when the device comes back online or into view; `resync` whenever a stream
 * opens. Returns the function that closes it for good.
 */
export function connectLiveUpdates(restaurantId: string, handlers: LiveHandlers, options: LiveOptions = {}): () => void {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const headersOf = options.headers ?? (() => identityHeaders({ restaurantId }));
  const stallMs = options.stallMs ?? liveStallMs;
  const random = options.random ?? Math.random;
  let closed = false;
  let current: AbortController | null = null;
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  const wakeUp = () => wake?.();
  const onVisibility = () => {
    if (document.visibilityState === 'visible') wakeUp();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', wakeUp);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);

  async function run(): Promise<void> {
    let failures = 0;
    while (!closed) {
      const controller = new AbortController();
      current = controller;
      let openedAt: number | null = null;
      try {
        const headers = { ...(await headersOf()), accept: 'text/event-stream' };
        const response = await doFetch(buildUrl('/events'), { headers, signal: controller.signal, cache: 'no-store' });
        if (isPermanent(response.status)) return;
        if (!response.ok || !response.body) throw new Error(`Live updates answered ${response.status}`);
        openedAt = Date.now();
        handlers.heard?.(openedAt);
        handlers.resync(openedAt);
        await readStream(response.body, () => controller.abort(), handlers, stallMs);
      } catch {
        // Offline, refused for now (an expired token is refreshed on the next connect), dropped or stalled.
      } finally {
        current = null;
        if (openedAt !== null) handlers.heard?.(null);
      }
      if (closed) return;
      const healthy = openedAt !== null && Date.now() - openedAt >= healthyMs;
      failures = healthy ? 0 : failures + 1;
      await pause(failures === 0 ? Math.round(random() * 500) : reconnectDelay(failures, random));
    }
  }
  void run();

  return () => {
    closed = true;
    current?.abort();
    wakeUp();
    if (typeof window !== 'undefined') window.removeEventListener('online', wakeUp);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Collects the keys to invalidate for a moment (one change usually arrives as a few events: the reservations, the
 * actions log) and invalidates each once.
 */
export function invalidationBatcher(invalidate: (queryKey: QueryKey) => Promise<unknown>, windowMs = 50) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const keys = [...pending.values()];
    pending.clear();
    for (const key of keys) void invalidate(key).catch(() => undefined);
  };
  return {
    add(keys: readonly QueryKey[]): void {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, windowMs);
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}

/**
 * Keeps the restaurant's open screens in step with every other device. Mount it once for signed-in staff who may read
 * reservations (src/shell/LiveUpdates.tsx); unmounting (sign-out, another account) closes the stream.
 */
export function useLiveUpdates(restaurantId: string | null): void {
  useEffect(() => {
    if (!restaurantId) return undefined;
    const batch = invalidationBatcher((queryKey) => queryClient.invalidateQueries({ queryKey }));
    const close = connectLiveUpdates(restaurantId, {
      change: (change) => batch.add(liveInvalidations[change.kind]),
      heard: noteHeard,
      // What was loaded since is already newer than the gap; only older data reloads.
      resync: (at) => {
        for (const queryKey of everyLiveKey) void queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.dataUpdatedAt < at });
      },
    });
    return () => {
      close();
      batch.cancel();
      noteHeard(null);
    };
  }, [restaurantId]);
}
