// The server's error reporter: Sentry's Node SDK (README "Platform services"), when SENTRY_DSN is set. Its own client
// and scope, not Sentry.init(): no global hooks or automatic instrumentation, and each app built in a test process
// reports to its own DSN. The SDK is loaded only when a DSN is configured.
import { collectNoPersonalData, scrubEvent, type ReportEvent } from '../../../core/error-reporting';

export interface ReportDetails {
  requestId: string;
  route: string;
  method: string;
  status: number;
  /** The request's own values (its body, query, parameters), removed from the report wherever they appear. */
  secrets: readonly string[];
}

export interface SentryReporter {
  send(error: unknown, details: ReportDetails): void;
  /** Waits (at most `timeoutMs`) for the reports on their way; closing the app calls it. */
  flush(timeoutMs: number): Promise<void>;
}

export async function createSentryReporter(dsn: string, environment: string | undefined): Promise<SentryReporter> {
  const { NodeClient, Scope, defaultStackParser, makeNodeTransport } = await import('@sentry/node');
  const client = new NodeClient({
    dsn,
    environment,
    integrations: [],
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    dataCollection: collectNoPersonalData,
    // The SDK's event type is wider than what the scrubber reads; it returns the same object shape it was given.
    beforeSend: (event, hint) => scrubEvent(event as ReportEvent, secretsOf(hint.data)) as typeof event,
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return {
    send(error, details) {
      const eventScope = scope.clone();
      eventScope.setTags({ request_id: details.requestId, route: details.route, method: details.method, status: String(details.status), side: 'server' });
      eventScope.captureException(error, { data: { secrets: details.secrets } });
    },
    async flush(timeoutMs) {
      await client.flush(timeoutMs);
    },
  };
}

function secretsOf(data: unknown): readonly string[] {
  const secrets = (data as { secrets?: unknown } | undefined)?.secrets;
  return Array.isArray(secrets) ? secrets.filter((secret): secret is string => typeof secret === 'string') : [];
}
