import type { BookingDisplay } from '../../../core/schemas/booking-display';
import { localized } from '../../../core/i18n/locale';
import { formatMinutes } from '../../../core/time';
import { parseSlot, type Choice } from '../../../core/availability/offer';
import { openEndThreshold } from './booking-state';

/** The restaurant's phone as a link that dials it: `tel:` with the digits and a leading +, without the spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function choiceLabel(choice: Choice, display: BookingDisplay | undefined, language: string): string {
  if (choice.kind === 'area') {
    const area = display?.areas.find((candidate) => candidate.name === choice.name);
    return localized(area?.localizedNames, language, choice.name);
  }
  if (choice.kind === 'areaGroup') return localized(display?.areaGroups.find((group) => group.id === choice.id)?.name, language, choice.id);
  return localized(display?.specials.find((special) => special.id === choice.id)?.title, language, choice.id);
}

export function choiceDescription(choice: Choice, display: BookingDisplay | undefined, language: string): string {
  if (choice.kind === 'area') return localized(display?.areas.find((area) => area.name === choice.name)?.description, language);
  if (choice.kind === 'areaGroup') return localized(display?.areaGroups.find((group) => group.id === choice.id)?.description, language);
  return localized(display?.specials.find((special) => special.id === choice.id)?.description, language);
}

/** Spec §9: HH:mm; an end at or after 23:00 is shown as open-ended. */
export function slotLabel(key: string, openEnd: string): string {
  const { start, end } = parseSlot(key);
  return `${formatMinutes(start)} – ${end >= openEndThreshold ? openEnd : formatMinutes(end)}`;
}

/** Spec §9 date formats: the weekday form and DD.MM.YY; `date` is a restaurant-local YYYY-MM-DD. */
export function dateLabel(date: string, locale: string): string {
  // The two-letter weekday (Mo, Di, lu) as dayjs's `dd` wrote it, from the platform's names.
  return `${weekdayName(date, locale, 'short').replace('.', '').slice(0, 2)}, ${numericDate(date)}`;
}

export function longDateLabel(date: string, locale: string): string {
  return `${weekdayName(date, locale, 'long')}, ${numericDate(date)}`;
}

/**
 * When a reservation starts, as the guest reads it: in the restaurant's time zone, not the phone's (a guest abroad, or
 * booking from home for a trip, sees the time the restaurant expects them), with the hour as HH:mm (spec §9).
 */
export function reservationTimeLabel(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23', timeZone }).format(new Date(instant));
}

function weekdayName(date: string, locale: string, weekday: 'short' | 'long'): string {
  // Noon UTC of the calendar date, named in UTC: the same weekday in every time zone.
  return new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function numericDate(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return `${day}.${month}.${year.slice(2)}`;
}
