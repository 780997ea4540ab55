import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Area } from '../../core/schemas/floor';
import { addDays, formatMinutes, isLocalDate, weekdayOf } from '../../core/time';
import type { DaySelection, Timeslot } from './use-day-selection';
import { timeslotText } from './use-day-selection';

/** The areas' timeslots on the date's weekday, each once, by start (what the timeslot selection offers). */
export function slotsOn(date: string, areas: readonly Area[], chosen: readonly string[]): Timeslot[] {
  const weekday = weekdayOf(date);
  const seen = new Map<string, Timeslot>();
  for (const area of areas) {
    if (chosen.length && !chosen.includes(area.name)) continue;
    for (const slot of area.timeslots[weekday] ?? []) seen.set(timeslotText(slot), { start: slot.start, end: slot.end });
  }
  return [...seen.values()].sort((a, b) => a.start - b.start || a.end - b.end);
}

export const slotLabel = (slot: Timeslot) => `${formatMinutes(slot.start)}–${formatMinutes(slot.end % 1440)}`;

/** Date (with previous / next / today), areas and timeslot: the selection every service screen shares. */
export function DayToolbar({ selection, areas, showTimeslot = true, children }: { selection: DaySelection; areas: readonly Area[]; showTimeslot?: boolean; children?: ReactNode }) {
  const intl = useIntl();
  const slots = slotsOn(selection.date, areas, selection.areas);
  const current = selection.timeslot ? timeslotText(selection.timeslot) : '';
  const toggleArea = (name: string) =>
    selection.setAreas(selection.areas.includes(name) ? selection.areas.filter((a) => a !== name) : [...selection.areas, name]);
  return (
    <div className="foh-toolbar">
      <div className="foh-toolbar__group" role="group" aria-label={intl.formatMessage({ id: 'reservations.toolbar.date' })}>
        <button type="button" className="button" aria-label={intl.formatMessage({ id: 'reservations.toolbar.previousDay' })} onClick={() => selection.setDate(addDays(selection.date, -1))}>
          ‹
        </button>
        <label className="foh-toolbar__date">
          <span className="visually-hidden">
            <FormattedMessage id="reservations.toolbar.date" />
          </span>
          <input type="date" value={selection.date} onChange={(event) => isLocalDate(event.target.value) && selection.setDate(event.target.value)} />
        </label>
        <button type="button" className="button" aria-label={intl.formatMessage({ id: 'reservations.toolbar.nextDay' })} onClick={() => selection.setDate(addDays(selection.date, 1))}>
          ›
        </button>
        <button type="button" className="button" disabled={selection.date === selection.today} onClick={() => selection.setDate(selection.today)}>
          <FormattedMessage id="reservations.toolbar.today" />
        </button>
      </div>
      {areas.length > 1 ? (
        <div className="foh-toolbar__group chips" role="group" aria-label={intl.formatMessage({ id: 'reservations.toolbar.areas' })}>
          <button type="button" className="chip" aria-pressed={selection.areas.length === 0} onClick={() => selection.setAreas([])}>
            <FormattedMessage id="reservations.toolbar.allAreas" />
          </button>
          {areas.map((area) => (
            <button key={area._id} type="button" className="chip" aria-pressed={selection.areas.includes(area.name)} onClick={() => toggleArea(area.name)}>
              {area.name}
            </button>
          ))}
        </div>
      ) : null}
      {showTimeslot ? (
        <label className="foh-toolbar__slot">
          <span className="visually-hidden">
            <FormattedMessage id="reservations.toolbar.timeslot" />
          </span>
          <select
            value={current}
            onChange={(event) => {
              const slot = slots.find((s) => timeslotText(s) === event.target.value) ?? null;
              selection.setTimeslot(slot);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'reservations.toolbar.wholeDay' })}</option>
            {selection.timeslot && !slots.some((s) => timeslotText(s) === current) ? <option value={current}>{slotLabel(selection.timeslot)}</option> : null}
            {slots.map((slot) => (
              <option key={timeslotText(slot)} value={timeslotText(slot)}>
                {slotLabel(slot)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {children}
    </div>
  );
}
