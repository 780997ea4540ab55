import { FormattedMessage } from 'react-intl';
import { ApiError } from '../api/client';

/**
 * Something a screen reads did not load, said in the person's language (spec §8's client messages: "Failed to get
 * areas", "Failed to retrieve specials {status}", …) with the HTTP status where the message has one; the server's own
 * English text is not shown.
 */
export function LoadFailed({ messageId, failure }: { messageId: string; failure: unknown }) {
  return (
    <p className="form__error" role="alert">
      <LoadFailedText messageId={messageId} failure={failure} />
    </p>
  );
}

/** The words alone, for a place that frames them itself (ListState). */
export function LoadFailedText({ messageId, failure }: { messageId: string; failure: unknown }) {
  return <FormattedMessage id={messageId} values={{ status: failure instanceof ApiError ? failure.status : 0 }} />;
}
