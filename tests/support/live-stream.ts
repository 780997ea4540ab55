// Reads GET /api/events over real HTTP as a tablet does (fetch with the bearer token), for the live-updates tests and
// the `live` benchmark: every event is kept with the moment it arrived.
import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';

export interface LiveEvent {
  event: string;
  data: unknown;
  /** performance.now() when the event was parsed. */
  at: number;
}

export interface LiveStream {
  status: number;
  headers: Headers;
  /** The body of a refusal (the stream's own body is read event by event). */
  body: string;
  events: LiveEvent[];
  comments: string[];
  /** The first event, received or still to come, that matches; rejects after `timeoutMs`. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves when the server ends the stream (or the client closes it). */
  ended: Promise<void>;
  close(): void;
}

export async function openLiveStream(baseUrl: string, headers: Record<string, string>): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: LiveEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<{ match: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }>();
  const isStream = response.ok && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const body = isStream ? '' : await response.text();

  const parser = createParser({
    onEvent(message) {
      const event = { event: message.event ?? 'message', data: JSON.parse(message.data) as unknown, at: performance.now() };
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.delete(waiter);
          waiter.resolve(event);
        }
      }
    },
    onComment: (comment) => comments.push(comment.trim()),
  });
  const ended = (async () => {
    if (!isStream || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) parser.feed(read.value);
    } catch {
      // closed by the client
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    body,
    events,
    comments,
    ended,
    next(match, timeoutMs = 2_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (event: LiveEvent) => {
            clearTimeout(timer);
            resolve(event);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching live event within ${timeoutMs} ms (got ${JSON.stringify(events.map((e) => e.event))})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => controller.abort(),
  };
}

/** A `change` event's data. */
export interface ChangeData {
  kind: string;
  ids: string[];
  all: boolean;
  at: string;
  id: number;
}

/** Matches a change of `kind` naming `id` (or, without an id, any change of that kind). */
export const changeOf = (kind: string, id?: string) => (event: LiveEvent) => {
  if (event.event !== 'change') return false;
  const data = event.data as ChangeData;
  return data.kind === kind && (id === undefined || data.ids.includes(id) || data.all);
};
