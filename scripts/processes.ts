// Child processes for the start and test scripts: spawned in their own group, stopped together.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Node's options for the API process, as `npm start` runs it (and the benchmarks that measure it). A booking burst
 * allocates fast: with V8's default young generation (16 MB semi-spaces) the API spent a large share of its time in
 * scavenges, and objects of requests still in flight were promoted and collected again by the old generation. 64 MB
 * semi-spaces (the young generation grows to them only under load): paired booking bench runs on 2026-11-25 gave
 * 30-50 % more bookings per second and 28-37 % less API CPU per booking, with a lower p99 in every pair.
 */
export const apiNodeOptions = ['--max-semi-space-size=64'];

/** The environment for an API process: `env` with the API's Node options added to any NODE_OPTIONS it has. */
export function apiProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, ...apiNodeOptions].filter(Boolean).join(' ') };
}

export function startLongRunning(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', detached: true, ...options });
}

/** Sends `signal` to the child's process group, then SIGKILL if it has not exited after `timeoutMs`. */
export function stopProcess(child: ChildProcess, timeoutMs = 10_000, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      signalGroup(child, 'SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signalGroup(child, signal);
  });
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not yet
    }
    if (!isAlive()) throw new Error(`The process serving ${url} exited`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
