import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** "A new version is available": update now (the page reloads once that is safe) or later. */
export function UpdateBanner({ onUpdate, onDismiss }: { onUpdate: () => Promise<void>; onDismiss: () => void }) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  return (
    <section className="update-banner" aria-label={intl.formatMessage({ id: 'pwa.update.title' })}>
      <p role="status">
        {pending ? <FormattedMessage id="pwa.update.pending" /> : <FormattedMessage id="pwa.update.available" />}
      </p>
      <div className="update-banner__actions">
        {pending ? null : (
          <button type="button" className="button" onClick={onDismiss}>
            <FormattedMessage id="pwa.update.later" />
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => {
            setPending(true);
            void onUpdate();
          }}
        >
          <FormattedMessage id="pwa.update.install" />
        </button>
      </div>
    </section>
  );
}
