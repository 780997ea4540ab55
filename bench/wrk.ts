// HTTP load from wrk (Debian's package, C with LuaJIT), for a bench whose figure is set beside pgbench's: on this
// 2-core machine the load generator shares the cores with the server it measures, and pgbench is a C client, so the
// HTTP side gets one too. autocannon, in Node, took 0.07–0.11 ms of CPU per booking request, about an eighth of all
// the machine spent per booking.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface WrkResult {
  /** Responses received. */
  requests: number;
  /** Responses per second over the run. */
  rate: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  p999: number;
  /** Responses with a status of 400 or more. */
  refused: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
}

/** Whether wrk is on the machine; installs Debian's package when it is not and this process may (root). */
export function ensureWrk(): boolean {
  const found = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
  if (found()) return true;
  if (process.getuid?.() !== 0) return false;
  console.log('bench: installing Debian’s wrk (the HTTP load generator of the booking bench)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env });
  return found();
}

// Prints the run's figures as one JSON line when wrk is done (latency is in microseconds).
const reportLua = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nWRK_RESULT {"requests":%d,"duration":%d,"refused":%d,"errors":%d,"p50":%d,"p99":%d,"p999":%d}\\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency:percentile(99.9)))
end
`;

/**
 * Runs wrk against `url` for `seconds` with `connections` connections on two threads. `lua`, when given, is wrk's
 * script (its `request()` writes each request); the report is appended to it.
 */
export async function wrk(url: string, options: { connections: number; seconds: number; lua?: string }): Promise<WrkResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'covers-wrk-'));
  try {
    const script = path.join(dir, 'load.lua');
    await writeFile(script, `${options.lua ?? ''}\n${reportLua}`);
    const args = ['-t', '2', '-c', String(options.connections), '-d', `${options.seconds}s`, '--timeout', '10s', '-s', script, url];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let printed = '';
      child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.on('error', reject);
      child.on('close', () => resolve(printed));
    });
    const line = /WRK_RESULT (\{.*\})/.exec(output)?.[1];
    if (!line) throw new Error(`wrk printed no result:\n${output}`);
    const parsed = JSON.parse(line) as { requests: number; duration: number; refused: number; errors: number; p50: number; p99: number; p999: number };
    return {
      requests: parsed.requests,
      rate: parsed.requests / (parsed.duration / 1e6),
      p50: parsed.p50 / 1000,
      p99: parsed.p99 / 1000,
      p999: parsed.p999 / 1000,
      refused: parsed.refused,
      errors: parsed.errors,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
