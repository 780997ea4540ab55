// Product analytics (spec §8) against a local receiver: nothing before the guest accepts cookies, page views after;
// the configuration's retry schedule on 429, 500, 503 (thirty times longer) and 504; the local id as the fallback.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { device } from '../storage/device';
import { MemoryStorage } from '../storage/memory-storage';
import { resolveMeasurementId, startAnalytics, type AnalyticsDeps, type AnalyticsSettings } from './analytics';
import { analyticsRetryDelayMs } from './analytics-retry';
import { analyticsAfterConsent } from './consent';

/** The receiver: /config answers the scripted statuses in turn (then 200), /collect keeps each event's query. */
let configAnswers: number[] = [];
const configCalls: number[] = [];
const collected: URLSearchParams[] = [];
const receiver = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://receiver');
  if (url.pathname === '/config') {
    const status = configAnswers.shift() ?? 200;
    configCalls.push(status);
    return void response.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? JSON.stringify({ measurementId: 'G-REMOTE' }) : '{}');
  }
  if (url.pathname === '/collect' && request.method === 'POST') collected.push(url.searchParams);
  response.writeHead(204).end();
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const settings: AnalyticsSettings = { measurementId: 'G-LOCAL', configUrl: `${base}/config`, collectUrl: `${base}/collect` };

/** Real HTTP; a clock that moves only when the code sleeps, and the waits it asked for. */
function testDeps(): AnalyticsDeps & { waits: number[] } {
  let clock = 0;
  const waits: number[] = [];
  return {
    waits,
    fetch: (...args) => fetch(...args),
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    now: () => clock,
    random: () => 0.5,
    clientId: () => '123.456',
    page: () => ({ location: 'https://demo.covers.test/', title: 'Demo' }),
  };
}

beforeAll(() => Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true }));
afterAll(() => Reflect.deleteProperty(globalThis, 'localStorage'));
afterEach(() => {
  configAnswers = [];
  configCalls.length = 0;
  collected.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('analytics and cookie consent', () => {
  it('sends nothing before cookies are accepted, nothing after a rejection, and a page view once accepted', async () => {
    const deps = testDeps();
    const stop = analyticsAfterConsent(settings, (chosen) => startAnalytics(chosen, deps));
    try {
      await settle();
      device.cookiesAccepted.set(false);
      await settle();
      expect(configCalls).toEqual([]);
      expect(collected).toEqual([]);
      device.cookiesAccepted.set(true);
      // Real HTTP: wait for the page view itself rather than a fixed time, which a busy machine may overrun.
      await expect.poll(() => collected.length, { timeout: 5_000 }).toBe(1);
      expect(configCalls).toEqual([200]);
      expect(collected.map((event) => Object.fromEntries(event))).toEqual([
        { v: '2', tid: 'G-REMOTE', cid: '123.456', en: 'page_view', dl: 'https://demo.covers.test/', dt: 'Demo' },
      ]);
      // Accepting again does not start it twice.
      device.cookiesAccepted.set(true);
      await settle();
      expect(configCalls).toHaveLength(1);
    } finally {
      stop();
      device.cookiesAccepted.set(null);
    }
  });
});

describe('the analytics configuration (spec §8)', () => {
  it('retries 503, 429, 500 and 504 with a doubling wait, thirty times longer after a 503', async () => {
    configAnswers = [503, 429, 500, 504];
    const deps = testDeps();
    expect(await resolveMeasurementId(settings, deps)).toBe('G-REMOTE');
    expect(configCalls).toEqual([503, 429, 500, 504, 200]);
    expect(deps.waits).toEqual([30_000, 2_000, 4_000, 8_000]);
  });

  it('varies each wait by up to half either way', () => {
    expect(analyticsRetryDelayMs(429, 0, () => 0)).toBe(500);
    expect(analyticsRetryDelayMs(429, 0, () => 1)).toBe(1_500);
    expect(analyticsRetryDelayMs(503, 1, () => 0.5)).toBe(60_000);
    expect(analyticsRetryDelayMs(404, 0, () => 0.5)).toBeNull();
  });

  it('falls back to the local id on another answer, past the deadline, or without a configuration address', async () => {
    configAnswers = [404];
    expect(await resolveMeasurementId(settings, testDeps())).toBe('G-LOCAL');
    configAnswers = [503, 503];
    const slow = testDeps();
    expect(await resolveMeasurementId(settings, slow)).toBe('G-LOCAL');
    // 30 s, then 60 s would pass the 60 s deadline: the local id at once, no third call.
    expect(slow.waits).toEqual([30_000]);
    configCalls.length = 0;
    expect(await resolveMeasurementId({ ...settings, configUrl: null }, testDeps())).toBe('G-LOCAL');
    expect(configCalls).toEqual([]);
    const tracker = await startAnalytics({ ...settings, configUrl: `http://127.0.0.1:1/config` }, testDeps());
    expect(tracker.measurementId).toBe('G-LOCAL');
    expect(collected.at(-1)?.get('tid')).toBe('G-LOCAL');
  });
});
