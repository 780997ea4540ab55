// Error reporting (spec §8): what the error handler calls for every failed request, and the count the admin
// dashboard shows. Off (nothing sent, nothing recorded) without SENTRY_DSN.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isReportedStatus, redactText } from '../../../core/error-reporting';
import { createSentryReporter, type ReportDetails } from './sentry';

/** What is kept of a report (server/modules/error-reports): identifies the failure, never the guest. */
export interface ErrorReportRecord {
  requestId: string;
  route: string;
  status: number;
  message: string;
  fingerprint: string;
}

export interface ErrorReportingOptions {
  dsn: string | undefined;
  environment: string | undefined;
  record(report: ErrorReportRecord): Promise<void>;
}

export interface ErrorReporting {
  /** Reports the request's failure when its status is one spec §8 reports; never throws. */
  report(error: unknown, details: ReportDetails, log: FastifyBaseLogger): Promise<void>;
  flush(timeoutMs: number): Promise<void>;
}

const off: ErrorReporting = { report: async () => undefined, flush: async () => undefined };

export async function createErrorReporting({ dsn, environment, record }: ErrorReportingOptions): Promise<ErrorReporting> {
  if (!dsn) return off;
  const sentry = await createSentryReporter(dsn, environment);
  return {
    async report(error, details, log) {
      if (!isReportedStatus(details.status)) return;
      try {
        sentry.send(error, details);
        const message = redactText(error instanceof Error ? error.message : String(error), details.secrets).slice(0, 500);
        const { requestId, route, status } = details;
        await record({ requestId, route, status, message, fingerprint: fingerprintOf(error, route) });
      } catch (failure) {
        log.warn({ err: failure }, 'error report not recorded');
      }
    },
    flush: (timeoutMs) => sentry.flush(timeoutMs),
  };
}

/** The same failure on the same route gets the same fingerprint, whatever request it happened in. */
function fingerprintOf(error: unknown, route: string): string {
  const kind = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  // Numbers and ids differ between occurrences of one failure.
  const shape = redactText(message).replace(/\d+/g, 'N');
  return createHash('sha256').update(`${kind}\u0000${shape}\u0000${route}`).digest('hex').slice(0, 32);
}
