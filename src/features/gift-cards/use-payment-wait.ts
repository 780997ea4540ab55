import { useEffect, useState } from 'react';
import { invalidateResources, type ResourceKey } from '../../api/resource';

const everyMs = 3000;
/** After this long the page stops asking and says the confirmation takes longer (a webhook can be late). */
const giveUpAfterMs = 5 * 60_000;

/**
 * Back from the payment page (`?paid=1`) the voucher may still wait for the provider's confirmation (the webhook,
 * decision 012): while it does, the voucher is read again every few seconds. Answers whether the wait gave up.
 */
export function usePaymentWait(key: ResourceKey, waiting: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  const hash = JSON.stringify(key);
  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started > giveUpAfterMs) {
        window.clearInterval(timer);
        setGaveUp(true);
        return;
      }
      void invalidateResources(JSON.parse(hash) as ResourceKey);
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [waiting, hash]);
  return gaveUp;
}
