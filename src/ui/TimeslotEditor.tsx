import { FormattedMessage, useIntl } from 'react-intl';
import { formatMinutes, weekdays, type Weekday } from '../../core/time';

type Slot = { start: number; end: number };
export type WeekSlots = Partial<Record<Weekday, Slot[]>>;

const toMinutes = (value: string) => {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * Bookable slots per weekday (spec §3: sunday..saturday, minutes since midnight). The server checks overlaps. Used by
 * the areas and specials settings and by restaurant onboarding.
 */
export function TimeslotEditor({
  value,
  onChange,
  only,
  label,
  copyToAll = false,
}: {
  value: WeekSlots;
  onChange: (next: WeekSlots) => void;
  /** Edit only these days (a special has one list of slots for all its weekdays). */
  only?: readonly Weekday[];
  label?: string;
  /** Offer a button per day that gives every day that day's slots. */
  copyToAll?: boolean;
}) {
  const intl = useIntl();
  const days = only ?? weekdays;
  const set = (day: Weekday, slots: Slot[]) => onChange({ ...value, [day]: slots });
  const copy = (slots: Slot[]) => onChange(Object.fromEntries(days.map((day) => [day, slots.map((slot) => ({ ...slot }))])) as WeekSlots);
  return (
    <fieldset className="timeslots">
      <legend>{label ?? <FormattedMessage id="settings.areas.timeslots" />}</legend>
      {days.map((day) => {
        const slots = value[day] ?? [];
        const dayName = only ? intl.formatMessage({ id: 'settings.specials.slotDay' }) : intl.formatMessage({ id: `weekday.${day}` });
        return (
          <div key={day} className="timeslots__day">
            <span className="timeslots__name">{dayName}</span>
            <div className="timeslots__slots">
              {slots.map((slot, index) => (
                <span key={index} className="timeslots__slot">
                  <input
                    type="time"
                    step={300}
                    value={formatMinutes(slot.start)}
                    aria-label={intl.formatMessage({ id: 'settings.areas.slotStart' }, { day: dayName, n: index + 1 })}
                    onChange={(event) => set(day, slots.map((s, i) => (i === index ? { ...s, start: toMinutes(event.target.value) } : s)))}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    step={300}
                    value={formatMinutes(Math.min(slot.end, 1439))}
                    aria-label={intl.formatMessage({ id: 'settings.areas.slotEnd' }, { day: dayName, n: index + 1 })}
                    onChange={(event) => set(day, slots.map((s, i) => (i === index ? { ...s, end: toMinutes(event.target.value) } : s)))}
                  />
                  <button type="button" className="button" aria-label={intl.formatMessage({ id: 'settings.areas.removeSlot' }, { day: dayName, n: index + 1 })} onClick={() => set(day, slots.filter((_, i) => i !== index))}>
                    ×
                  </button>
                </span>
              ))}
              <button
                type="button"
                className="button"
                onClick={() => {
                  const last = slots.at(-1);
                  const start = last ? Math.min(last.end, 1320) : 1080;
                  set(day, [...slots, { start, end: Math.min(start + 120, 1439) }]);
                }}
              >
                {/* The day is spoken, not shown: it already heads the row. The name keeps the visible words (WCAG 2.5.3). */}
                <FormattedMessage id="settings.areas.addSlot" />
                <span className="visually-hidden"> {intl.formatMessage({ id: 'settings.areas.addSlotFor' }, { day: dayName })}</span>
              </button>
              {copyToAll && slots.length > 0 ? (
                <button type="button" className="button" onClick={() => copy(slots)}>
                  <span className="visually-hidden">{intl.formatMessage({ id: 'settings.areas.copyToAllFor' }, { day: dayName })} </span>
                  <FormattedMessage id="settings.areas.copyToAll" />
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
