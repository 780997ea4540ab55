// A stand-in for the product-analytics collector (spec §8), on the port playwright.config.ts names in the server's
// ANALYTICS_COLLECT_URL: it records the page views the app sends, over real HTTP.
import { createServer, type Server } from 'node:http';

/** Away from the other stand-ins' ports, and one per test run, as E2E_PORT is. */
export const analyticsPort = 20_000 + (Number(process.env.E2E_PORT ?? 8091) % 1000);
export const analyticsCollectUrl = `http://127.0.0.1:${analyticsPort}/collect`;

/** The page views received, oldest first: `start` in beforeAll, `stop` in afterAll. */
export function analyticsReceiver() {
  const received: URLSearchParams[] = [];
  let server: Server | undefined;
  return {
    received,
    async start(): Promise<void> {
      server = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://receiver');
        if (url.pathname === '/collect') received.push(url.searchParams);
        response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      });
      await new Promise<void>((resolve) => server?.listen(analyticsPort, '127.0.0.1', resolve));
    },
    async stop(): Promise<void> {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      received.length = 0;
    },
  };
}
