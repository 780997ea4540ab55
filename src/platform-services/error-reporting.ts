// The PWA's error reporter: Sentry's browser SDK, loaded after the page is interactive and only with a DSN
// (./start.ts). Uncaught errors and rejections are reported by the SDK's global handlers; screens that fail to render
// through ./report.ts. Spec §8: an API answer from 300 to below 500 is not reported; what is reported carries no
// guest data (core/error-reporting.ts), and no breadcrumbs, request or user at all.
import { captureException, dedupeIntegration, globalHandlersIntegration, init, linkedErrorsIntegration, type BrowserOptions } from '@sentry/browser';
import { collectNoPersonalData, isReportedStatus, scrubEvent, type ReportEvent } from '../../core/error-reporting';
import { setErrorReporter } from './report';

/** The API status an error carries (ApiError), if any. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Whether a failure is worth a report: not a 3xx/4xx answer (spec §8), and not "no answer" (a device offline). */
export function isReported(error: unknown): boolean {
  const status = statusOf(error);
  return status !== 0 && isReportedStatus(status);
}

let started = false;

export function startErrorReporting(settings: { dsn: string; environment: string }, extra: Partial<BrowserOptions> = {}): void {
  if (started) return;
  started = true;
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    // Only what reports errors: no breadcrumbs (they repeat fetched URLs with guest tokens), no request context.
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    dataCollection: collectNoPersonalData,
    beforeSend: (event, hint) => (isReported(hint.originalException) ? (scrubEvent(event as ReportEvent) as typeof event) : null),
    ...extra,
  });
  setErrorReporter((error) => captureException(error, { tags: { side: 'pwa' } }));
}
