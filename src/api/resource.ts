import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { withRetry } from './retry';

/**
 * The reads of the guest's pages — the availability, the manage link's reservation — and the two the app makes before
 * any screen, on every page the guest's included: the app config and the setup status its guard needs (src/app/App.tsx).
 * Staff screens read with TanStack Query (./queries.ts), never with this.
 *
 * Why a second cache at all: the guest's booking home has a budget of 90 KB of JavaScript (gzipped) before it is
 * interactive and already uses nearly all of it; TanStack Query's client, useQuery and provider weigh about 10 KB
 * gzipped, this cache about 1 KB. It stays as long as the page cannot spare the difference. Keys come from
 * ./app-query-keys.ts (part of ./query-keys.ts) like every other read, and the staff screens' query client forwards
 * its invalidations here (./query-client.ts), so saving the app config re-themes the app and saving a table updates
 * the setup status.
 */
export type ResourceKey = readonly unknown[];

interface Entry {
  data?: unknown;
  error?: unknown;
  inFlight?: Promise<void>;
  fetchedAt: number;
  stale: boolean;
}

interface ResourceState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
}

/** About a minute of back-off before a read gives up and its screen shows the error. */
const readAttempts = 6;

const entries = new Map<string, Entry>();
const loaders = new Map<string, () => Promise<unknown>>();
const listeners = new Set<() => void>();
let version = 0;

const hashOf = (key: ResourceKey) => JSON.stringify(key);

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load(hash: string): Promise<void> {
  const loader = loaders.get(hash);
  const entry = entries.get(hash) ?? { fetchedAt: 0, stale: true };
  entries.set(hash, entry);
  if (!loader) return Promise.resolve();
  if (entry.inFlight) return entry.inFlight;
  // A busy (429) or failing server is waited out with back-off, visibly (./retry.ts); a dropped connection on a phone
  // is common, so one retry even when the browser thinks it is offline.
  entry.inFlight = withRetry(loader, { attempts: globalThis.navigator?.onLine === false ? 2 : readAttempts }).then(
    (data) => {
      entries.set(hash, { data, fetchedAt: Date.now(), stale: false });
    },
    (error: unknown) => {
      // A failed refresh keeps the data it had; the error is shown only when there is nothing to show.
      entries.set(hash, { data: entry.data, error, fetchedAt: Date.now(), stale: false });
    },
  );
  notify();
  return entry.inFlight.finally(notify);
}

/** A cached read: shared by every component with the same key, refreshed when older than `staleMs` or invalidated. */
export function useResource<T>(key: ResourceKey, loader: () => Promise<T>, options: { enabled?: boolean; staleMs?: number } = {}): ResourceState<T> {
  const { enabled = true, staleMs = 30_000 } = options;
  const hash = hashOf(key);
  if (enabled) loaders.set(hash, loader);
  useSyncExternalStore(subscribe, () => version);
  const entry = entries.get(hash);
  const due = enabled && (!entry || entry.stale || Date.now() - entry.fetchedAt > staleMs) && !entry?.inFlight;
  useEffect(() => {
    if (due) void load(hash);
  }, [due, hash]);
  const refetch = useCallback(() => load(hash), [hash]);
  const hasData = entry !== undefined && 'data' in entry && entry.data !== undefined;
  return {
    data: entry?.data as T | undefined,
    error: hasData ? undefined : entry?.error,
    isPending: enabled && !hasData && entry?.error === undefined,
    isError: !hasData && entry?.error !== undefined,
    refetch,
  };
}

/**
 * Starts a read before any component asks for it (a page's data while its code still loads); the component's
 * useResource with the same key then finds it in flight or done. A read already cached or in flight is left alone.
 */
export function prefetchResource<T>(key: ResourceKey, loader: () => Promise<T>): void {
  const hash = hashOf(key);
  if (entries.has(hash)) return;
  loaders.set(hash, loader);
  void load(hash);
}

/** Marks every resource whose key starts with `prefix` as stale; those on screen reload at once. */
export function invalidateResources(prefix: ResourceKey = []): Promise<void> {
  const whole = hashOf(prefix);
  const head = prefix.length ? `${whole.slice(0, -1)},` : '[';
  const reloads: Promise<void>[] = [];
  for (const [hash, entry] of entries) {
    if (hash !== whole && !hash.startsWith(head)) continue;
    entry.stale = true;
    // Only reads some component asked for have a loader; they reload at once, the rest when next asked for.
    if (loaders.has(hash)) reloads.push(load(hash));
  }
  notify();
  return Promise.all(reloads).then(() => undefined);
}

/** For tests: forget everything. */
export function resetResources(): void {
  entries.clear();
  loaders.clear();
  notify();
}
