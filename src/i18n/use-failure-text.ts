// A failure as a screen shows it, in the reader's words: an API answer (and the client's own failures: no answer, a
// timeout) through the one code → message map (./error-messages.ts), with its reason and instants; a failure a
// screen raised itself already worded (a local check, a refusal of the offline queue worded by the same map) as it
// says. The server's `message` is never shown (spec §8: it is for API callers).
import { useIntl } from 'react-intl';
import { ApiError } from '../api/client';
import { messageForError } from './error-messages';

export function useFailureText(timeZone?: string): (failure: unknown) => string {
  const intl = useIntl();
  return (failure) => (failure instanceof Error && !(failure instanceof ApiError) && !(failure instanceof TypeError) ? failure.message : messageForError(intl, failure, timeZone));
}
