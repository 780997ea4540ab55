// The machine's state when the figures were taken. The same code measured 2-4x apart on different days of this shared
// VM, while its raw CPU speed stayed the same: what changed was the cost of waking another thread or process, which
// every figure here pays many times over (HTTP over loopback, PostgreSQL's backends and WAL writer, the browser's
// processes, pgbench's clients). Printed first, so that figures from different days can be compared.
import { Worker } from 'node:worker_threads';

/** Milliseconds for 3e8 additions in one function: the core's own speed (249-251 ms on the quiet days so far). */
function cpuLoopMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 3e8; i++) sum += i;
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - started;
}

/**
 * Microseconds for one thread to wake another and be woken back (a futex each way, as a socket hand-over between two
 * processes costs at least): the median of five runs of 20,000 round trips.
 */
async function wakeRoundTripUs(): Promise<number> {
  const rounds = 20_000;
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(
      `const { workerData } = require('node:worker_threads');
       const flag = workerData.flag;
       for (let i = 0; i < workerData.rounds; i++) { Atomics.wait(flag, 0, 0); Atomics.store(flag, 0, 0); Atomics.notify(flag, 0); }`,
      { eval: true, workerData: { flag, rounds } },
    );
    await new Promise((resolve) => worker.once('online', resolve));
    const started = performance.now();
    for (let i = 0; i < rounds; i++) {
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      Atomics.wait(flag, 0, 1);
    }
    runs.push(((performance.now() - started) * 1000) / rounds);
    await worker.terminate();
  }
  return runs.sort((a, b) => a - b)[2] as number;
}

export async function describeMachine(): Promise<string> {
  const loop = Math.min(cpuLoopMs(), cpuLoopMs());
  const wake = await wakeRoundTripUs();
  return `machine  CPU loop (3e8 additions) ${loop.toFixed(0)} ms  ·  thread wake round trip ${wake.toFixed(1)} µs (a hand-over between processes costs at least this)`;
}
