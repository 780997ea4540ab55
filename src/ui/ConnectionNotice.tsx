import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useConnectionTrouble, type ConnectionTrouble } from '../api/connection';

/** Whole seconds until the next attempt, ticking while it shows. */
function useSecondsUntil(retryAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (retryAt === undefined) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [retryAt]);
  return retryAt === undefined ? 0 : Math.max(0, Math.ceil((retryAt - now) / 1000));
}

/**
 * "Busy right now" (429) or "can't reach Covers" (5xx, no answer) while a call waits to try again (src/api/retry.ts),
 * for guests and staff alike; gone with the next successful answer.
 */
export function ConnectionNotice() {
  const trouble = useConnectionTrouble();
  const seconds = useSecondsUntil(trouble?.retryAt);
  if (!trouble) return null;
  return (
    <p className="connection-notice" role="status" data-kind={trouble.kind}>
      <FormattedMessage id={`app.connection.${trouble.kind}`} values={{ seconds }} />
    </p>
  );
}

/** Before the messages load (the app's start), the same notice from this small map in the browser's language. */
export const startupTroubleText: Record<string, Record<ConnectionTrouble['kind'], string>> = {
  de: { busy: 'Gerade sehr viel los. Wir versuchen es gleich noch einmal …', unreachable: 'Covers ist gerade nicht erreichbar. Wir versuchen es gleich noch einmal …' },
  en: { busy: 'Busy right now. Trying again in a moment…', unreachable: 'Can’t reach Covers right now. Trying again in a moment…' },
  es: { busy: 'Hay mucha demanda ahora mismo. Lo intentamos de nuevo en un momento…', unreachable: 'No se puede conectar con Covers ahora mismo. Lo intentamos de nuevo en un momento…' },
};
