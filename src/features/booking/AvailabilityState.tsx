import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../ui/Spinner';

/** While the restaurant's free times load, a spinner; when they fail, the one message the guest pages say. */
export function AvailabilityState({ pending, failed }: { pending: boolean; failed: boolean }) {
  return (
    <>
      {pending ? <Spinner /> : null}
      {failed ? (
        <p className="form__error" role="alert">
          <FormattedMessage id="booking.error.availability" />
        </p>
      ) : null}
    </>
  );
}
