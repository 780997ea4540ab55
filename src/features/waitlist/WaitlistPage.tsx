import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { compareTableNumbers } from '../../../core/availability/natural-order';
import { DayFilter } from '../../front-of-house/DayFilter';
import { convertWaitlistEntry, deleteWaitlistEntry, type Conversion, type WaitlistEntry } from '../../api/front-of-house';
import type { PageProps } from '../../shell/page-props';
import { DetailForm } from '../../ui/DetailForm';
import { frontOfHouseWording } from '../../front-of-house/wording';
import { TimeField } from '../../front-of-house/TimeField';
import { AllowOverlapChoice } from '../../front-of-house/AllowOverlapChoice';
import { QueryListState } from '../../ui/QueryListState';
import { endInstantOfLocal, instantOfLocal } from '../../front-of-house/reservation-facts';
import { invalidateFrontOfHouse, useAccess, useFloor, useTimeZone, useErrorText } from '../../front-of-house/use-front-of-house';
import { useLinks } from '../../front-of-house/use-links';
import '../../front-of-house/reservations.css';
import { queries } from '../../api/queries';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { AreaOptions } from '../../front-of-house/AreaOptions';
import { ChosenTwoPane } from '../../front-of-house/ChosenTwoPane';

/** The staff waitlist (spec §7): guests waiting for a full day; a freed table turns an entry into a reservation. */
export default function WaitlistPage(_props: PageProps) {
  const errorText = useErrorText();
  const intl = useIntl();
  const timeZone = useTimeZone();
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const entries = useQuery(queries.waitlist(day));
  const selected = entries.data?.items.find((e) => e._id === chosen) ?? null;
  /** The entry last given a table, said above the list. */
  const [converted, setConverted] = useState<Conversion | null>(null);
  const list = (
    <div className="page">
      <Message as="h1" id="route.Waitlist" />
      <DayFilter day={day} onChange={setDay} labelId="reservations.waitlist.day" clearId="reservations.waitlist.allDays" />
      {converted ? <ConvertedNotice conversion={converted} /> : null}
      <QueryListState
        query={entries}
        errorText={errorText}
        empty={<FormattedMessage id="reservations.waitlist.none" />}
      >
        {(items) => (
          <ul className="select-list">
            {items.map((entry) => (
              <li key={entry._id}>
                <button
                  type="button"
                  className="select-list__item foh-list__item"
                  aria-current={chosen === entry._id ? 'true' : undefined}
                  onClick={() => {
                    setConverted(null);
                    setChosen(chosen === entry._id ? null : entry._id);
                  }}
                >
                  <span className="select-list__title">
                    {entry.customer.name} · {intl.formatDate(`${entry.day}T12:00:00Z`, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })}
                  </span>
                  <span className="select-list__text">
                    <FormattedMessage id="reservations.waitlist.line" values={{ partySize: entry.partySize, area: entry.level ?? intl.formatMessage({ id: 'reservations.waitlist.anyArea' }) }} />
                    {entry.note ? ` · ${entry.note}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryListState>
    </div>
  );
  return (
    <div className="foh-view">
      <ChosenTwoPane
        chosen={Boolean(selected)}
        list={list}
        detail={
          selected ? (
            <ConversionForm
              key={selected._id}
              entry={selected}
              timeZone={timeZone}
              onConverted={(conversion) => {
                setConverted(conversion);
                setChosen(null);
              }}
              onRemoved={() => setChosen(null)}
            />
          ) : null
        }
      />
    </div>
  );
}

function ConvertedNotice({ conversion }: { conversion: Conversion }) {
  const link = useLinks();
  return (
    <div className="notice" role="status">
      <p>
        {conversion.emailTo ? (
          <FormattedMessage id="reservations.waitlist.convertedEmailed" values={{ guest: conversion.entry.customer.name, email: conversion.emailTo }} />
        ) : (
          <FormattedMessage id="reservations.waitlist.converted" values={{ guest: conversion.entry.customer.name }} />
        )}
      </p>
      <Link href={link('Reservation', { reservationId: conversion.reservation._id })}>
        <FormattedMessage id="reservations.panel.open" />
      </Link>
    </div>
  );
}

function ConversionForm({ entry, timeZone, onConverted, onRemoved }: { entry: WaitlistEntry; timeZone: string; onConverted(c: Conversion): void; onRemoved(): void }) {
  const errorText = useErrorText();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const access = useAccess();
  const floor = useFloor();
  const [startText, setStartText] = useState('19:00');
  const [endText, setEndText] = useState('21:00');
  const [area, setArea] = useState(entry.level ?? '');
  const [table, setTable] = useState('');
  const [partySize, setPartySize] = useState(String(entry.partySize));
  const [allowOverlap, setAllowOverlap] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const level = area || floor.areas[0]?.name || '';
  const areaTables = floor.tables.filter((t) => t.level === level).sort((a, b) => a.frontendGroupOrder - b.frontendGroupOrder || compareTableNumbers(a.tableNumber, b.tableNumber));
  const primary = table && areaTables.some((t) => t.tableNumber === table) ? table : (areaTables[0]?.tableNumber ?? '');

  const convert = useMutation({
    mutationFn: () => {
      const start = instantOfLocal(entry.day, startText, timeZone);
      const end = start ? endInstantOfLocal(entry.day, start, endText, timeZone) : null;
      if (!start || !end) throw new Error(intl.formatMessage({ id: 'reservations.blockers.badTime' }));
      return convertWaitlistEntry(entry._id, {
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        level,
        tableNumbers: [primary],
        partySize: Number(partySize) || entry.partySize,
        allowOverlap,
      });
    },
    onMutate: () => setError(null),
    onSuccess: async (conversion) => {
      await invalidateFrontOfHouse(queryClient);
      onConverted(conversion);
    },
    onError: (failure) => setError(errorText(failure)),
  });
  const remove = useMutation({
    mutationFn: () => deleteWaitlistEntry(entry._id),
    onSuccess: async () => {
      await invalidateFrontOfHouse(queryClient);
      onRemoved();
    },
    onError: (failure) => setError(errorText(failure)),
  });

  return (
    <DetailForm
      title={entry.customer.name}
      error={error}
      saving={convert.isPending}
      onSave={access.manage ? () => convert.mutate() : undefined}
      wording={frontOfHouseWording}
      saveLabel={<FormattedMessage id="reservations.waitlist.convert" />}
      remove={access.manage ? { title: intl.formatMessage({ id: 'reservations.waitlist.removeTitle' }), text: intl.formatMessage({ id: 'reservations.waitlist.removeText' }, { guest: entry.customer.name }), labelId: 'reservations.waitlist.remove', busy: remove.isPending, onConfirm: () => remove.mutate() } : null}
    >
      <EntryFacts entry={entry} />
      <fieldset className="foh-form__group" disabled={!access.manage}>
        <Message as="legend" id="reservations.waitlist.giveTable" />
        <div className="foh-form__triple">
          <TimeField labelId="reservations.field.start" value={startText} onChange={setStartText} />
          <TimeField labelId="reservations.field.end" value={endText} onChange={setEndText} />
          <Field labelId="reservations.field.partySize">
            <input type="number" min={1} max={500} value={partySize} onChange={(e) => setPartySize(e.target.value)} required />
          </Field>
        </div>
        <div className="foh-form__pair">
          <Field labelId="reservations.field.area">
            <select value={level} onChange={(e) => { setArea(e.target.value); setTable(''); }}>
              <AreaOptions areas={floor.areas} />
            </select>
          </Field>
          <Field labelId="reservations.field.table">
            <select value={primary} onChange={(e) => setTable(e.target.value)}>
              {areaTables.map((t) => (
                <option key={t._id} value={t.tableNumber}>
                  {t.label || t.tableNumber}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <AllowOverlapChoice checked={allowOverlap} onChange={setAllowOverlap} />
      </fieldset>
    </DetailForm>
  );
}

/** The entry as the guest left it: the day, and how to reach them. */
function EntryFacts({ entry }: { entry: WaitlistEntry }) {
  const intl = useIntl();
  return (
    <dl className="details">
      <dt>
        <FormattedMessage id="reservations.waitlist.day" />
      </dt>
      <dd>{intl.formatDate(`${entry.day}T12:00:00Z`, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })}</dd>
      <dt>
        <FormattedMessage id="reservations.field.email" />
      </dt>
      <dd className="break">{entry.customer.email || '—'}</dd>
      <dt>
        <FormattedMessage id="reservations.field.phone" />
      </dt>
      <dd>{entry.customer.phone || '—'}</dd>
    </dl>
  );
}
