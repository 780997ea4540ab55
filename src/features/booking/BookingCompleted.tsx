import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Booked } from './booking-done';
import { CallRestaurant } from './CallRestaurant';
import { calendarHref } from './ics';
import { reservationTimeLabel } from './labels';

/** The confirmation: what was booked, the calendar entry, the manage link and the restaurant's phone. */
export function BookingCompleted({ booked, phone }: { booked: Booked; phone: string | null | undefined }) {
  const intl = useIntl();
  const { reservation } = booked;
  const managePath = new URL(booked.manageUrl, location.origin).pathname;
  return (
    <section className="booking__step card" aria-live="polite">
      <p>
        <FormattedMessage
          id="booking.done.text"
          values={{ name: reservation.customer.name, n: reservation.partySize, when: reservationTimeLabel(reservation.startTime, reservation.timeZone, intl.locale) }}
        />
      </p>
      <p>
        <FormattedMessage id="booking.done.email" values={{ email: reservation.customer.email }} />
      </p>
      <div className="row">
        <a
          className="button"
          download="reservation.ics"
          href={calendarHref({ id: reservation._id, start: reservation.startTime, end: reservation.endTime, title: reservation.restaurantName, url: booked.manageUrl })}
        >
          <FormattedMessage id="booking.done.calendar" />
        </a>
        <Link className="button button--primary" href={managePath}>
          <FormattedMessage id="booking.done.manage" />
        </Link>
      </div>
      <CallRestaurant phone={phone} />
    </section>
  );
}
