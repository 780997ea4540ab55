// The page reloads itself for one reason only — a new version of the app (the update banner) — and never under a host's
// fingers. Whatever a reload would interrupt or lose registers a guard here: an open dialog (below), the offline action
// queue while it holds actions (src/offline). This module is tiny and imports nothing, so anything may register.

/** Answers true while a reload must wait. */
export type ReloadGuard = () => boolean;

const guards = new Map<string, ReloadGuard>();

/** Registers (or replaces) the guard called `name`; returns the function that removes it again. */
export function registerReloadGuard(name: string, blocks: ReloadGuard): () => void {
  guards.set(name, blocks);
  return () => {
    if (guards.get(name) === blocks) guards.delete(name);
  };
}

/** The names of the guards holding a reload back right now. A guard that throws holds it back too. */
export function reloadBlockers(): string[] {
  const blocking: string[] = [];
  for (const [name, blocks] of guards) {
    let held: boolean;
    try {
      held = blocks();
    } catch {
      held = true;
    }
    if (held) blocking.push(name);
  }
  return blocking;
}

/** Resolves once no guard holds a reload back, asking them every `intervalMs`. */
export function whenReloadIsSafe(intervalMs = 500): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (reloadBlockers().length === 0) resolve();
      else setTimeout(check, intervalMs);
    };
    check();
  });
}

// Radix dialogs (and alert dialogs) carry their role while open: a form in a dialog is half-filled, a confirmation pending.
registerReloadGuard('dialog', () => typeof document !== 'undefined' && document.querySelector('[role="dialog"], [role="alertdialog"]') !== null);
