// The retention purge's schedule (docs/decisions/013-trash.md): once when the process starts and then every few hours,
// like the email outbox's pruning; every process runs it, and two at once purge each item once (a purge deletes and
// logs in one transaction, and an item already gone is skipped).
import type { IdentityProvider } from '../../platform/auth/verifier';
import type { TrashService } from './service';
import { forgetSignIn } from './sign-in';

export const retentionEveryMs = 6 * 60 * 60 * 1000;

interface Log {
  info(details: unknown, message?: string): void;
  error(details: unknown, message?: string): void;
}

export function retentionJob(trash: Pick<TrashService, 'purgeExpired'>, options: { everyMs?: number; now?: () => Date } = {}) {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  async function run(log: Log, identity: Pick<IdentityProvider, 'deleteUser'>): Promise<void> {
    try {
      const purged = await trash.purgeExpired((options.now ?? (() => new Date()))());
      for (const item of purged) await forgetSignIn(identity, item, log);
      if (purged.length > 0) log.info({ purged: purged.length }, 'trash: retention purge');
    } catch (error) {
      log.error({ err: error }, 'trash: the retention purge failed');
    }
  }

  function start(log: Log, identity: Pick<IdentityProvider, 'deleteUser'>): void {
    const tick = () => {
      pass ??= run(log, identity).finally(() => (pass = undefined));
    };
    tick();
    timer = setInterval(tick, options.everyMs ?? retentionEveryMs);
    timer.unref();
  }

  /** Stops the schedule and waits for a purge under way. */
  async function stop(): Promise<void> {
    clearInterval(timer);
    await pass;
  }

  return { start, stop };
}
