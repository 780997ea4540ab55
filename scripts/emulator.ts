// Starts the Firebase Auth emulator from firebase-tools and stops it with its whole process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { signalGroup, stopProcess } from './processes';

export interface RunningEmulator {
  host: string;
  process: ChildProcess | null;
  stop(): Promise<void>;
}

export const projectId = 'demo-covers';

export async function isUp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startEmulator(options: {
  configFile: string;
  host: string;
  exportDir?: string;
  quiet?: boolean;
  timeoutMs?: number;
}): Promise<RunningEmulator> {
  if (await isUp(options.host)) return { host: options.host, process: null, stop: async () => undefined };
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', options.configFile];
  if (options.exportDir) {
    if (existsSync(path.join(options.exportDir, 'firebase-export-metadata.json'))) args.push('--import', options.exportDir);
    args.push('--export-on-exit', options.exportDir);
  }
  const bin = path.resolve('node_modules/.bin/firebase');
  const child = spawn(bin, args, {
    stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!(await isUp(options.host))) {
    if (exited) throw new Error('The Firebase Auth emulator exited during start-up');
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL');
      throw new Error(`The Firebase Auth emulator did not answer on ${options.host}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    host: options.host,
    process: child,
    // SIGINT: the emulator writes its export on the way out.
    stop: () => (exited ? Promise.resolve() : stopProcess(child, 15_000, 'SIGINT')),
  };
}
