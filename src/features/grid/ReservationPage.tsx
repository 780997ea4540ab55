import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'wouter';
import { isLocalDate, localDateOf, toInstant } from '../../../core/time';
import type { PageProps } from '../../shell/page-props';
import { Spinner } from '../../ui/Spinner';
import { bookingRows, todayIn } from '../../front-of-house/reservation-facts';
import { ReservationActions } from '../../front-of-house/ReservationActions';
import { ReservationForm, type FormDefaults } from './ReservationForm';
import { StatusBadges } from '../../front-of-house/ReservationSummary';
import { useMatrix, useStoredReservation } from '../../front-of-house/use-day';
import { useTimeZone, useErrorText } from '../../front-of-house/use-front-of-house';
import { useLinks } from '../../front-of-house/use-links';
import '../../front-of-house/reservations.css';
import '../../front-of-house/reservations.css';
import { queries } from '../../api/queries';
import { Message } from '../../ui/Message';
import { VisitSpend } from '../../front-of-house/VisitSpend';

/** A time in the address: an ISO instant, or minutes since midnight of `date` (as the timeslot query counts them). */
function instantParam(value: string | null, date: string, timeZone: string): number | undefined {
  if (!value) return undefined;
  if (/^\d{1,4}$/.test(value)) {
    const minutes = Number(value);
    return minutes < 2880 ? toInstant(date, minutes, timeZone).getTime() : undefined;
  }
  const instant = Date.parse(value);
  return Number.isNaN(instant) ? undefined : instant;
}

/** Spec §2 single reservation (`reservation/{id}`; `new` with startTime, endTime, area, tableNumber). */
export default function ReservationPage({ params }: PageProps) {
  const id = params.reservationId ?? 'new';
  return id === 'new' ? <NewReservation /> : <ExistingReservation id={id} />;
}

function NewReservation() {
  const timeZone = useTimeZone();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const link = useLinks();
  const dateParam = search.get('date');
  const startParam = instantParam(search.get('startTime'), dateParam && isLocalDate(dateParam) ? dateParam : todayIn(timeZone), timeZone);
  const date = startParam !== undefined ? localDateOf(startParam, timeZone) : dateParam && isLocalDate(dateParam) ? dateParam : todayIn(timeZone);
  const defaults: FormDefaults = {
    date,
    start: startParam,
    end: instantParam(search.get('endTime'), date, timeZone),
    area: search.get('area') ?? undefined,
    tableNumber: search.get('tableNumber') ?? undefined,
  };
  return (
    <div className="page page--narrow foh-single">
      <BackLink />
      <Message as="h1" id="reservations.form.newTitle" />
      <ReservationForm
        key={`${timeZone}-${search.toString()}`}
        reservation={null}
        tables={[]}
        defaults={defaults}
        timeZone={timeZone}
        onSaved={(saved) => navigate(link('Reservation', { reservationId: saved }), { replace: true })}
        onCancel={() => navigate(link('Reservations'))}
      />
    </div>
  );
}

function ExistingReservation({ id }: { id: string }) {
  const errorText = useErrorText();
  const intl = useIntl();
  const timeZone = useTimeZone();
  const [, navigate] = useLocation();
  const link = useLinks();
  const [saved, setSaved] = useState(false);
  // This device's copy (pending changes applied, also offline); the server's when the device does not hold it.
  const stored = useStoredReservation(id);
  const fetched = useQuery({ ...queries.reservation(id), enabled: stored === null });
  const current = stored ?? fetched.data;
  // The day's book is refreshed into the store; the booking's other tables (its linked reservations) are in it.
  const date = current ? localDateOf(Date.parse(current.startTime), timeZone) : null;
  const day = useMatrix(date ?? todayIn(timeZone), []);
  if (!current) {
    if (stored === undefined || fetched.isPending) return <Spinner />;
    return (
      <div className="page page--narrow">
        <BackLink />
        <p className="form__error" role="alert">
          {errorText(fetched.error)}
        </p>
      </div>
    );
  }
  const byId = day.data?.reservations ?? {};
  const primary = (current.linkedReservationId ? byId[current.linkedReservationId] : undefined) ?? current;
  const shown = byId[primary._id] ?? primary;
  const rows = bookingRows(shown, Object.values(byId));
  return (
    <div className="page page--narrow foh-single">
      <BackLink date={date} />
      <h1>{shown.customer.name}</h1>
      {shown.deletedAt ? (
        <p className="notice" role="status">
          <FormattedMessage id="reservations.form.deleted" />
        </p>
      ) : null}
      <StatusBadges reservation={shown} timeZone={timeZone} />
      <section aria-label={intl.formatMessage({ id: 'reservations.actions.title' })}>
        <ReservationActions reservation={shown} />
      </section>
      {shown.referralCode && !shown.deletedAt ? <VisitSpend reservationId={shown._id} checkedIn={shown.checkedIn} /> : null}
      {saved ? (
        <p className="form__info" role="status">
          <FormattedMessage id="reservations.form.saved" />
        </p>
      ) : null}
      {day.isPending ? (
        <Spinner />
      ) : (
        <ReservationForm
          key={`${shown._id}-${shown.updatedAt}-${timeZone}`}
          reservation={shown}
          tables={rows.map((row) => row.tableNumber)}
          defaults={{ date: date ?? todayIn(timeZone) }}
          timeZone={timeZone}
          onSaved={() => setSaved(true)}
          onDeleted={() => navigate(link('Reservations', {}, { date }), { replace: true })}
        />
      )}
    </div>
  );
}

function BackLink({ date }: { date?: string | null }) {
  const link = useLinks();
  return (
    <Link className="button button--link foh-back" href={link('Reservations', {}, { date: date ?? undefined })}>
      <FormattedMessage id="reservations.backToList" />
    </Link>
  );
}
