// The machine's state when the figures were taken. The same code measured 2-4x apart on different days of this shared
// VM, while its raw CPU speed stayed the same: what changed was the cost of the kernel's work for a program — waking
// another thread or process, and giving it fresh memory (a page fault) — which every figure here pays many times over
// (HTTP over loopback, PostgreSQL's backends and WAL writer, the browser's processes, V8's heap growing, pgbench's
// clients). Printed first, so that figures from different days can be compared.
import { Worker } from 'node:worker_threads';

/** Milliseconds for 3e8 additions in one function: the core's own speed (249-255 ms on every day measured so far). */
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

/**
 * Microseconds for the first touch of a fresh page of memory (the kernel maps it in): the median of three 64 MB
 * buffers. 13-17 µs on 2026-11-25, the day Lighthouse, the offline replay and the tablet's cold start missed their
 * targets with code that had met them two days before.
 */
function pageFaultUs(): number {
  const size = 64 << 20;
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    // Outside the pool, and large enough that the allocator maps fresh pages from the kernel for it.
    const buffer = Buffer.allocUnsafeSlow(size);
    const started = performance.now();
    for (let offset = 0; offset < size; offset += 4096) buffer[offset] = 1;
    runs.push(((performance.now() - started) * 1000) / (size / 4096));
  }
  return runs.sort((a, b) => a - b)[1] as number;
}

export async function describeMachine(): Promise<string> {
  const loop = Math.min(cpuLoopMs(), cpuLoopMs());
  const wake = await wakeRoundTripUs();
  const fault = pageFaultUs();
  return (
    `machine  CPU loop (3e8 additions) ${loop.toFixed(0)} ms  ·  thread wake round trip ${wake.toFixed(1)} µs (a hand-over between processes costs at least this)  ·  ` +
    `first touch of a fresh memory page ${fault.toFixed(1)} µs`
  );
}
