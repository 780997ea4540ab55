// `npm start`: build the PWA, start the auth emulator and the API with the built app on http://localhost:8080.
// `npm run dev`: the same with Vite's hot reload on 8080 and the API on 8081. Ctrl-C stops every child process.
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { demoAccounts, demoPassword } from '../server/seed/demo-accounts';
import { startEmulator, type RunningEmulator } from './emulator';
import { apiProcessEnv, run, startLongRunning, stopProcess, waitForHttp } from './processes';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8080);
const apiPort = dev ? Number(process.env.API_PORT ?? 8081) : port;
const bin = (name: string) => path.resolve('node_modules/.bin', name);

const children: ChildProcess[] = [];
let emulator: RunningEmulator | undefined;
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children.reverse()) await stopProcess(child);
  await emulator?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  if (!dev) {
    console.log('Building the PWA…');
    if ((await run(bin('vite'), ['build', '--logLevel', 'warn'])) !== 0) throw new Error('vite build failed');
  }

  // A real Firebase project is used when FIREBASE_PROJECT_ID names one and no emulator is asked for.
  const useEmulator = process.env.FIREBASE_USE_EMULATOR !== 'false';
  let emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (useEmulator && !emulatorHost) {
    console.log('Starting the Firebase Auth emulator…');
    emulator = await startEmulator({
      configFile: 'firebase.json',
      host: '127.0.0.1:9099',
      exportDir: path.resolve(process.env.DATA_DIR ?? 'data', 'auth-emulator'),
      quiet: true,
    });
    emulatorHost = emulator.host;
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(apiPort),
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    ...(emulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } : {}),
  };
  const api = startLongRunning(bin('tsx'), ['server/main.ts'], { env: apiProcessEnv(env) });
  children.push(api);
  api.once('exit', (code) => {
    if (!stopping) {
      console.error(`The API process exited (${code}).`);
      void stopAll(code ?? 1);
    }
  });
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 120_000, () => api.exitCode === null);

  if (dev) {
    const vite = startLongRunning(bin('vite'), ['--port', String(port), '--strictPort'], {
      env: { ...process.env, API_PORT: String(apiPort) },
    });
    children.push(vite);
    await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, () => vite.exitCode === null);
  }

  console.log(`
  Covers is running at http://localhost:${port}
  API: http://localhost:${port}/api (API reference at /api/docs, OpenAPI JSON at /api/docs/json)${emulatorHost ? `\n  Firebase Auth emulator: ${emulatorHost}` : ''}

  Demo accounts (password "${demoPassword}"):
${demoAccounts.map((a) => `    ${a.email.padEnd(22)} ${a.type}${a.restaurantId ? ` · restaurant ${a.restaurantId} · role ${a.roleId}` : ''}${a.username ? ` · /${a.username}` : ''}`).join('\n')}

  Guest booking: http://localhost:${port}/r/demo/
  Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
