import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { languageOf } from '../../../core/i18n/locale';
import { guestMayCancel } from '../../../core/reservations/guest-cancel';
import { cancelGuestReservation, fetchAvailability, loadGuestReservation } from '../../api/booking';
import { appQueryKeys } from '../../api/app-query-keys';
import { messageForError } from '../../i18n/error-messages';
import { invalidateResources, useResource } from '../../api/resource';
import type { PageProps } from '../../shell/page-props';
import { useRestaurant } from '../../shell/restaurant-context';
import { Spinner } from '../../ui/Spinner';
import { useRestOfMessages } from '../../i18n/I18nProvider';
import { GuestHeader } from '../../shell/GuestHeader';
import { CallRestaurant } from './CallRestaurant';
import { choiceLabel, reservationTimeLabel } from './labels';

/** The guest's manage page (spec §2 guest/reservation/{token}, and the old reservation?token=): details and cancel. */
/** The manage page's words come after the booking home's (src/i18n/message-sets.ts): until they are here, a spinner. */
export default function GuestReservationPage(props: PageProps) {
  return useRestOfMessages() ? <ManagedReservation {...props} /> : <Spinner />;
}

function ManagedReservation({ params }: PageProps) {
  const intl = useIntl();
  const { restaurantId } = useRestaurant();
  const token = params.reservationToken ?? new URLSearchParams(location.search).get('token') ?? '';
  const [confirming, setConfirming] = useState(false);
  const reservation = useResource(appQueryKeys.guestReservation(token), () => loadGuestReservation(token), { enabled: token.length > 0 });
  // The names the guest chose from (an area's name in the guest's language, a special's title) come with the
  // availability of the reservation's restaurant, which the booking page reads too; until it is there, or without
  // it, the area's own name stands.
  const bookedAt = reservation.data?.restaurantId;
  const availability = useResource(appQueryKeys.availability(bookedAt ?? null), () => fetchAvailability(bookedAt as string), { enabled: Boolean(bookedAt), staleMs: 60_000 });
  const display = availability.data?.display;
  const language = languageOf(intl.locale) ?? 'en';
  const [cancel, setCancel] = useState<{ isPending: boolean; failure: string | null }>({ isPending: false, failure: null });
  async function cancelReservation() {
    setCancel({ isPending: true, failure: null });
    try {
      await cancelGuestReservation(token);
      setConfirming(false);
      setCancel({ isPending: false, failure: null });
      await Promise.all([invalidateResources(appQueryKeys.guestReservation(token)), invalidateResources(appQueryKeys.availability(restaurantId))]);
    } catch (error) {
      setCancel({ isPending: false, failure: messageForError(intl, error) });
    }
  }

  const data = reservation.data;
  const begun = data ? !guestMayCancel(data.startTime, Date.now()) : false;
  return (
    <div className="booking">
      <GuestHeader />
      <div className="booking__body">
        <h1>
          <FormattedMessage id="route.GuestReservation" />
        </h1>
        {reservation.isPending && token ? <Spinner /> : null}
        {reservation.isError || !token ? (
          <p className="form__error" role="alert">
            <FormattedMessage id="guest.notFound" />
          </p>
        ) : null}
        {data ? (
          <section className="card booking__step">
            {data.cancelled ? (
              <p className="notice" role="status">
                <FormattedMessage id="guest.cancelled" />
              </p>
            ) : null}
            <dl className="details">
              <dt><FormattedMessage id="guest.name" /></dt>
              <dd>{data.customer.name}</dd>
              <dt><FormattedMessage id="guest.when" /></dt>
              <dd>{reservationTimeLabel(data.startTime, data.timeZone, intl.locale)}</dd>
              <dt><FormattedMessage id="guest.partySize" /></dt>
              <dd>{data.partySize}</dd>
              <dt><FormattedMessage id="guest.area" /></dt>
              <dd>{choiceLabel({ kind: 'area', name: data.level }, display, language)}</dd>
              {data.specialId ? (
                <>
                  <dt><FormattedMessage id="guest.special" /></dt>
                  <dd>{choiceLabel({ kind: 'special', id: data.specialId }, display, language)}</dd>
                </>
              ) : null}
            </dl>
            {!data.cancelled && begun ? (
              <p className="notice" role="status">
                <FormattedMessage id="guest.begun" />
              </p>
            ) : null}
            <CallRestaurant phone={display?.contactPhone} />
            {!data.cancelled && !begun ? (
              <Dialog.Root open={confirming} onOpenChange={setConfirming}>
                <Dialog.Trigger className="button">
                  <FormattedMessage id="guest.cancel" />
                </Dialog.Trigger>
                <Dialog.Portal>
                  <Dialog.Overlay className="dialog__overlay" />
                  <Dialog.Content className="dialog">
                    <Dialog.Title>
                      <FormattedMessage id="guest.cancelTitle" />
                    </Dialog.Title>
                    <Dialog.Description>
                      <FormattedMessage id="guest.cancelText" />
                    </Dialog.Description>
                    {cancel.failure ? <p className="form__error" role="alert">{cancel.failure}</p> : null}
                    <div className="row">
                      <Dialog.Close className="button">
                        <FormattedMessage id="guest.keep" />
                      </Dialog.Close>
                      <button type="button" className="button button--danger" disabled={cancel.isPending} onClick={() => void cancelReservation()}>
                        <FormattedMessage id="guest.cancelConfirm" />
                      </button>
                    </div>
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            ) : (
              <Link className="button button--primary" href={`/r/${data.restaurantId}/`}>
                <FormattedMessage id="guest.bookAgain" />
              </Link>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
