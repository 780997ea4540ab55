import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import { compareTableNumbers } from '../../../core/availability/natural-order';
import type { Blocker } from '../../../core/schemas/front-of-house';
import { localDateOf } from '../../../core/time';
import { createBlocker, deleteBlocker, updateBlocker, type BlockerBody, type EnqueueResult } from '../../offline';
import type { PageProps } from '../../app/pages';
import { useShell } from '../../app/shell/shell-context';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { TwoPane } from '../../ui/TwoPane';
import { DayToolbar } from './DayToolbar';
import { endInstantOfLocal, instantOfLocal, timeOf } from './reservation-facts';
import { useDaySelection } from './use-day-selection';
import { useActingRestaurantId, useMatrix } from './use-day';
import { useFloor, useTimeZone, useErrorText } from './use-front-of-house';
import { useLinks } from './use-links';
import './reservations.css';
import { refusalText } from '../../i18n/refusals';

type Scope = 'restaurant' | 'area' | 'tables';

/** Spec §2/§7 blockers (ManageBlockers): the day's blockers; a blocker holds the whole restaurant, an area or tables. */
export default function BlockersPage(_props: PageProps) {
  const errorText = useErrorText();
  const intl = useIntl();
  const timeZone = useTimeZone();
  const selection = useDaySelection(timeZone);
  const { listVisible } = useShell();
  const [params] = useSearchParams();
  const link = useLinks();
  const chosen = params.get('blocker');
  // The day's blockers from the day store (also offline), by start.
  const day = useMatrix(selection.date, []);
  const items = Object.values(day.data?.blockers ?? {}).sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a._id.localeCompare(b._id));
  const blockers = { isPending: day.isPending, isError: day.isError, error: day.error, data: day.data ? { items } : undefined };
  const selected = items.find((b) => b._id === chosen) ?? null;
  const here = (blocker?: string) => link('Blockers', {}, { date: selection.date, blocker });
  const scopeText = (b: Blocker) =>
    b.level === null
      ? intl.formatMessage({ id: 'reservations.blockers.wholeRestaurant' })
      : b.tableNumbers.length
        ? intl.formatMessage({ id: 'reservations.blockers.tablesOf' }, { area: b.level, tables: b.tableNumbers.join(', ') })
        : intl.formatMessage({ id: 'reservations.blockers.areaOnly' }, { area: b.level });
  const span = (b: Blocker) => {
    const startDate = localDateOf(Date.parse(b.start), timeZone);
    const endDate = localDateOf(Date.parse(b.end), timeZone);
    return `${startDate === selection.date ? '' : `${startDate} `}${timeOf(b.start, timeZone)}–${endDate === startDate ? '' : `${endDate} `}${timeOf(b.end, timeZone)}`;
  };
  const list = (
    <div className="page">
      <div className="row row--between">
        <h1>
          <FormattedMessage id="route.Blockers" />
        </h1>
        <Link className="button button--primary" href={here('new')}>
          <FormattedMessage id="reservations.blockers.new" />
        </Link>
      </div>
      <DayToolbar selection={selection} areas={[]} showTimeslot={false} />
      {blockers.isPending ? <Spinner /> : null}
      {blockers.isError ? (
        <p className="form__error" role="alert">
          {errorText(blockers.error)}
        </p>
      ) : null}
      {blockers.data && blockers.data.items.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="reservations.blockers.none" />
        </p>
      ) : null}
      <ul className="select-list">
        {(blockers.data?.items ?? []).map((b) => (
          <li key={b._id}>
            <Link href={chosen === b._id ? here() : here(b._id)} className="select-list__item" aria-current={chosen === b._id ? 'true' : undefined}>
              <span className="select-list__title">
                {span(b)} · {scopeText(b)}
              </span>
              {b.note ? <span className="select-list__text">{b.note}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  const detail =
    chosen === null ? null : chosen === 'new' || selected ? (
      <BlockerForm key={`${chosen}-${timeZone}`} blocker={selected} date={selection.date} timeZone={timeZone} doneLink={here} />
    ) : blockers.isPending ? (
      <Spinner />
    ) : (
      <p className="notice page">
        <FormattedMessage id="reservations.blockers.notOnDay" />
      </p>
    );
  return <TwoPane listVisible={listVisible || chosen === null} showDetail={chosen !== null} list={list} detail={detail} />;
}

function BlockerForm({
  blocker,
  date,
  timeZone,
  doneLink,
}: {
  blocker: Blocker | null;
  date: string;
  timeZone: string;
  doneLink(id?: string): string;
}) {
  const errorText = useErrorText();
  const intl = useIntl();
  const restaurantId = useActingRestaurantId();
  const floor = useFloor();
  const [, setParams] = useSearchParams();
  const [startDate, setStartDate] = useState(blocker ? localDateOf(Date.parse(blocker.start), timeZone) : date);
  const [startText, setStartText] = useState(blocker ? timeOf(blocker.start, timeZone) : '18:00');
  const [endText, setEndText] = useState(blocker ? timeOf(blocker.end, timeZone) : '22:00');
  const [scope, setScope] = useState<Scope>(blocker ? (blocker.level === null ? 'restaurant' : blocker.tableNumbers.length ? 'tables' : 'area') : 'tables');
  const [area, setArea] = useState(blocker?.level ?? '');
  const [tables, setTables] = useState<string[]>(blocker?.tableNumbers ?? []);
  const [note, setNote] = useState(blocker?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const level = area || floor.areas[0]?.name || '';
  const areaTables = floor.tables.filter((t) => t.level === level).sort((a, b) => a.frontendGroupOrder - b.frontendGroupOrder || compareTableNumbers(a.tableNumber, b.tableNumber));
  const queued = (result: EnqueueResult) => {
    if (!result.ok) throw new Error(refusalText(intl, result, timeZone));
  };
  const goTo = (saved?: Blocker) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (saved) {
          next.set('blocker', saved._id);
          // Show the day the blocker starts on, where the list has it.
          next.set('date', localDateOf(Date.parse(saved.start), timeZone));
        } else next.delete('blocker');
        return next;
      },
      { replace: true },
    );

  const save = useMutation({
    // Only the offline queue is written (no request): TanStack's default networkMode 'online' would pause it offline.
    networkMode: 'always',
    mutationFn: async (): Promise<Blocker | undefined> => {
      const start = instantOfLocal(startDate, startText, timeZone);
      const end = start ? endInstantOfLocal(startDate, start, endText, timeZone) : null;
      if (!start || !end) throw new Error(intl.formatMessage({ id: 'reservations.blockers.badTime' }));
      if (scope === 'tables' && !tables.length) throw new Error(intl.formatMessage({ id: 'reservations.blockers.chooseTables' }));
      const body: BlockerBody = {
        start: start.toISOString(),
        end: end.toISOString(),
        level: scope === 'restaurant' ? null : level,
        tableNumbers: scope === 'tables' ? tables : [],
        note: note.trim() || null,
      };
      if (!restaurantId) throw new Error('No restaurant');
      // Applied to the day store at once and queued for the sync (works offline).
      if (blocker) {
        queued(await updateBlocker(restaurantId, blocker._id, body));
        return { ...blocker, ...body, level: body.level ?? null, tableNumbers: body.tableNumbers ?? [], note: body.note ?? null };
      }
      // A new blocker keeps a local id until the server names it: the list shows it, not a link to the local id.
      queued(await createBlocker(restaurantId, body));
      return undefined;
    },
    onMutate: () => setError(null),
    onSuccess: (saved) => goTo(saved),
    onError: (failure) => setError(errorText(failure)),
  });
  const remove = useMutation({
    // Only the offline queue is written (no request): TanStack's default networkMode 'online' would pause it offline.
    networkMode: 'always',
    mutationFn: async () => {
      if (!restaurantId) throw new Error('No restaurant');
      queued(await deleteBlocker(restaurantId, (blocker as Blocker)._id));
    },
    onSuccess: () => goTo(),
    onError: (failure) => setError(errorText(failure)),
  });

  return (
    <form className="page form" onSubmit={(event: FormEvent) => { event.preventDefault(); save.mutate(); }}>
      <h2>
        <FormattedMessage id={blocker ? 'reservations.blockers.edit' : 'reservations.blockers.new'} />
      </h2>
      <div className="foh-form__triple">
        <label className="field">
          <span>
            <FormattedMessage id="reservations.field.date" />
          </span>
          <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
        </label>
        <label className="field">
          <span>
            <FormattedMessage id="reservations.blockers.from" />
          </span>
          <input type="time" step={300} value={startText} onChange={(e) => setStartText(e.target.value)} required />
        </label>
        <label className="field">
          <span>
            <FormattedMessage id="reservations.blockers.until" />
          </span>
          <input type="time" step={300} value={endText} onChange={(e) => setEndText(e.target.value)} required />
        </label>
      </div>
      <fieldset className="choice-list">
        <legend>
          <FormattedMessage id="reservations.blockers.scope" />
        </legend>
        {(['restaurant', 'area', 'tables'] as const).map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="blocker-scope" checked={scope === value} onChange={() => setScope(value)} />
            <span>
              <FormattedMessage id={`reservations.blockers.scope.${value}`} />
            </span>
          </label>
        ))}
      </fieldset>
      {scope !== 'restaurant' ? (
        <label className="field">
          <span>
            <FormattedMessage id="reservations.field.area" />
          </span>
          <select value={level} onChange={(e) => { setArea(e.target.value); setTables([]); }}>
            {floor.areas.map((a) => (
              <option key={a._id} value={a.name}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {scope === 'tables' ? (
        <fieldset className="choice-list choice-list--inline">
          <legend>
            <FormattedMessage id="reservations.blockers.tables" />
          </legend>
          {areaTables.map((t) => (
            <label key={t._id} className="choice">
              <input type="checkbox" checked={tables.includes(t.tableNumber)} onChange={(e) => setTables(e.target.checked ? [...tables, t.tableNumber] : tables.filter((n) => n !== t.tableNumber))} />
              <span>{t.label || t.tableNumber}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="field">
        <span>
          <FormattedMessage id="reservations.field.note" />
        </span>
        <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
      </label>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p className="form__info" role="status">
          <FormattedMessage id="reservations.blockers.saved" />
        </p>
      ) : null}
      <div className="row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          <FormattedMessage id="reservations.form.save" />
        </button>
        <Link className="button" href={doneLink()}>
          <FormattedMessage id="reservations.form.cancel" />
        </Link>
        {blocker ? (
          <ConfirmDialog
            trigger={
              <button type="button" className="button button--danger">
                <FormattedMessage id="reservations.form.delete" />
              </button>
            }
            title={intl.formatMessage({ id: 'reservations.blockers.deleteTitle' })}
            confirm={intl.formatMessage({ id: 'reservations.form.delete' })}
            cancel={intl.formatMessage({ id: 'reservations.form.cancel' })}
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        ) : null}
      </div>
    </form>
  );
}
