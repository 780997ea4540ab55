// Where this process's time goes under load: how long each stage of an online booking and of the availability
// publish took, how long the event loop stood still, and how long garbage collection paused it. The booking bench
// (bench/booking-scale.ts) reads the figures from the file COVERS_STAGE_TIMINGS names, which the process rewrites
// every quarter of a second; without that variable nothing is recorded and each call only runs its work. One recorder
// per process, like the process's log: the stages it times belong to different modules.
import { writeFileSync } from 'node:fs';
import { PerformanceObserver, performance } from 'node:perf_hooks';

export type Stage =
  | 'booking.read'
  | 'booking.assign'
  | 'booking.write'
  | 'booking.retry'
  | 'publish.read'
  | 'publish.compute'
  | 'publish.write'
  | 'eventLoop.stall'
  | 'gc';

/** Sums since the process started: a reader subtracts two readings to get a run's figures. */
export interface StageTotals {
  count: number;
  totalMs: number;
}

export type StageReport = Partial<Record<Stage, StageTotals>>;

export interface StageTimings {
  measure<T>(stage: Stage, work: () => Promise<T>): Promise<T>;
  measureSync<T>(stage: Stage, work: () => T): T;
  add(stage: Stage, ms: number): void;
}

const passThrough: StageTimings = {
  measure: (_stage, work) => work(),
  measureSync: (_stage, work) => work(),
  add: () => undefined,
};

/** The event loop counts as standing still when a 10 ms timer fires this much late. */
const stallThresholdMs = 20;
const tickMs = 10;

export function recordingStageTimings(file: string): StageTimings {
  const totals: StageReport = {};
  const add = (stage: Stage, ms: number) => {
    const entry = (totals[stage] ??= { count: 0, totalMs: 0 });
    entry.count++;
    entry.totalMs += ms;
  };
  let expected = performance.now() + tickMs;
  setInterval(() => {
    const late = performance.now() - expected;
    if (late > stallThresholdMs) add('eventLoop.stall', late);
    expected = performance.now() + tickMs;
  }, tickMs).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) add('gc', entry.duration);
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => writeFileSync(file, JSON.stringify(totals)), 250).unref();
  return {
    async measure(stage, work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        add(stage, performance.now() - started);
      }
    },
    measureSync(stage, work) {
      const started = performance.now();
      try {
        return work();
      } finally {
        add(stage, performance.now() - started);
      }
    },
    add,
  };
}

const file = process.env.COVERS_STAGE_TIMINGS;
export const stageTimings: StageTimings = file ? recordingStageTimings(file) : passThrough;
