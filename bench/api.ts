// GET /api/users/me with a verified emulator token: requests/s and p99 on PGlite and PostgreSQL.
import autocannon from 'autocannon';
import { benchEmulator, enginesToBench, signIn, startBenchServer } from './support';

export async function benchApi(): Promise<void> {
  const { host, emulator } = await benchEmulator();
  try {
    const token = await signIn(host, 'owner@covers.test');
    for (const engine of enginesToBench()) {
      const server = await startBenchServer(engine);
      try {
        const options = {
          url: `${server.url}/api/users/me`,
          headers: { authorization: `Bearer ${token}` },
          connections: 20,
          duration: Number(process.env.BENCH_SECONDS ?? 10),
        };
        await autocannon({ ...options, duration: 2 }); // warm-up
        const result = await autocannon(options);
        const errors = result.non2xx + result.errors;
        console.log(
          `api  GET /api/users/me  ${engine.padEnd(8)}  ${Math.round(result.requests.average)} req/s  ` +
            `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (${result.requests.total} requests, ${errors} errors, ${options.connections} connections)`,
        );
      } finally {
        await server.close();
      }
    }
  } finally {
    await emulator?.stop();
  }
}
