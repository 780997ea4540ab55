// A wait that can be ended early: the email outbox between two claims and the live-updates feed before a NOTIFY both
// gather work for a moment, and both must stop waiting when the app shuts down.

export interface CutShortWait {
  /** Resolves after the wait, or at once when cut short. */
  done: Promise<void>;
  /** Ends the wait now (a no-op once it is over). */
  cut(): void;
}

/** Waits `ms`; an unreferenced wait does not keep the process alive on its own. */
export function cutShortWait(ms: number, { unref = false }: { unref?: boolean } = {}): CutShortWait {
  let cut: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    if (unref) timer.unref();
    cut = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { done, cut };
}
