import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'wouter';
import { compareTableNumbers } from '../../../core/availability/natural-order';
import type { Blocker } from '../../../core/schemas/front-of-house';
import { localDateOf } from '../../../core/time';
import { createBlocker, deleteBlocker, updateBlocker, type BlockerBody, type EnqueueResult } from '../../offline';
import { DetailForm } from '../../ui/DetailForm';
import { frontOfHouseWording } from '../../front-of-house/wording';
import { TimeField } from '../../front-of-house/TimeField';
import { endInstantOfLocal, instantOfLocal, timeOf } from '../../front-of-house/reservation-facts';
import { useActingRestaurantId } from '../../front-of-house/use-day';
import { useErrorText, useFloor } from '../../front-of-house/use-front-of-house';
import { refusalText } from '../../i18n/refusals';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { AreaOptions } from '../../front-of-house/AreaOptions';

type Scope = 'restaurant' | 'area' | 'tables';

/** The blocker form's values and its save and delete, both applied to the day store and queued (works offline). */
function useBlockerForm(blocker: Blocker | null, date: string, timeZone: string) {
  const intl = useIntl();
  const errorText = useErrorText();
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
  return { setArea, endText, setEndText, error, note, setNote, scope, setScope, startDate, setStartDate, startText, setStartText, tables, setTables, intl, floor, level, areaTables, save, remove };
}

/** Spec §2 blockers: a new or existing blocker — when, over what (restaurant, area or tables), a note. */
export function BlockerForm({
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
  const { setArea, endText, setEndText, error, note, setNote, scope, setScope, startDate, setStartDate, startText, setStartText, tables, setTables, intl, floor, level, areaTables, save, remove } = useBlockerForm(blocker, date, timeZone);
  return (
    <DetailForm
      title={<FormattedMessage id={blocker ? 'reservations.blockers.edit' : 'reservations.blockers.new'} />}
      error={error}
      saving={save.isPending}
      onSave={() => save.mutate()}
      wording={frontOfHouseWording}
      notice={save.isSuccess ? <p className="form__info" role="status"><FormattedMessage id="reservations.blockers.saved" /></p> : null}
      cancel={<Link className="button" href={doneLink()}><FormattedMessage id="reservations.form.cancel" /></Link>}
      remove={blocker ? { title: intl.formatMessage({ id: 'reservations.blockers.deleteTitle' }), busy: remove.isPending, onConfirm: () => remove.mutate() } : null}
    >
      <div className="foh-form__triple">
        <Field labelId="reservations.field.date">
          <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
        </Field>
        <TimeField labelId="reservations.blockers.from" value={startText} onChange={setStartText} />
        <TimeField labelId="reservations.blockers.until" value={endText} onChange={setEndText} />
      </div>
      <fieldset className="choice-list">
        <Message as="legend" id="reservations.blockers.scope" />
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
        <Field labelId="reservations.field.area">
          <select value={level} onChange={(e) => { setArea(e.target.value); setTables([]); }}>
            <AreaOptions areas={floor.areas} />
          </select>
        </Field>
      ) : null}
      {scope === 'tables' ? (
        <fieldset className="choice-list choice-list--inline">
          <Message as="legend" id="reservations.blockers.tables" />
          {areaTables.map((t) => (
            <label key={t._id} className="choice">
              <input type="checkbox" checked={tables.includes(t.tableNumber)} onChange={(e) => setTables(e.target.checked ? [...tables, t.tableNumber] : tables.filter((n) => n !== t.tableNumber))} />
              <span>{t.label || t.tableNumber}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Field labelId="reservations.field.note">
        <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
      </Field>
    </DetailForm>
  );
}
