// Where the app hands an error it caught (a screen that failed to render) to error reporting. Tiny and static on
// purpose: the reporter (./error-reporting.ts, with Sentry's SDK) registers itself here only when a DSN is configured.

type Reporter = (error: unknown) => void;

let reporter: Reporter | null = null;

export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
}

/** Reports `error` when error reporting is on; otherwise does nothing. */
export function reportError(error: unknown): void {
  reporter?.(error);
}
