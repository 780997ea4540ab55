// Spec §2/§3: the reservations view keeps its date, areas, timeslot, selected reservation and search text in the query
// string (date, areas, timeslot start-end, reservation, query), and remembers date, areas and timeslot on the device.
// The address wins over the device; the address only changes when the host changes something, so opening the screen
// leaves it as it was.
import { useSearchParams } from 'wouter';
import { parseTimeslot } from '../../core/reservations/form';
import { isLocalDate } from '../../core/time';
import { device } from '../storage/device';
import { useDeviceValue } from '../storage/use-device-value';
import { todayIn } from './reservation-facts';

export interface Timeslot {
  start: number;
  end: number;
}

export const timeslotText = (slot: Timeslot): string => `${slot.start}-${slot.end}`;

function storedSlot(raw: unknown): Timeslot | null {
  if (typeof raw === 'string') {
    try {
      return storedSlot(JSON.parse(raw));
    } catch {
      return null;
    }
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { start, end } = raw as { start?: unknown; end?: unknown };
  return typeof start === 'number' && typeof end === 'number' ? parseTimeslot(`${start}-${end}`) : null;
}

export interface DaySelection {
  date: string;
  today: string;
  areas: string[];
  timeslot: Timeslot | null;
  reservation: string | null;
  query: string;
  setDate(date: string): void;
  setAreas(areas: string[]): void;
  setTimeslot(slot: Timeslot | null): void;
  select(reservationId: string | null): void;
  setQuery(text: string): void;
}

export function useDaySelection(timeZone: string): DaySelection {
  const [params, setParams] = useSearchParams();
  const storedDate = useDeviceValue(device.reservationsSelectedDate);
  const storedAreas = useDeviceValue(device.selectedAreas);
  // useDeviceValue hands objects back as their JSON, so they compare by value.
  const storedTimeslot = useDeviceValue(device.selectedTimeslot) as unknown;
  const today = todayIn(timeZone);

  const dateParam = params.get('date');
  const date = dateParam && isLocalDate(dateParam) ? dateParam : storedDate && isLocalDate(storedDate) ? storedDate : today;
  const areasText = params.get('areas') ?? storedAreas ?? '';
  const areas = areasText.split(',').map((name) => name.trim()).filter(Boolean);
  const slotParam = params.get('timeslot');
  const timeslot = slotParam !== null ? parseTimeslot(slotParam) : storedSlot(storedTimeslot);

  const update = (changes: Record<string, string | null>, replace = true) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  return {
    date,
    today,
    areas,
    timeslot,
    reservation: params.get('reservation'),
    query: params.get('query') ?? '',
    setDate(next) {
      device.reservationsSelectedDate.set(next);
      update({ date: next, reservation: null });
    },
    setAreas(next) {
      device.selectedAreas.set(next.join(','));
      update({ areas: next.length ? next.join(',') : null });
    },
    setTimeslot(slot) {
      device.selectedTimeslot.set(slot);
      // An explicit "whole day" must override a remembered slot in the address too.
      update({ timeslot: slot ? timeslotText(slot) : null });
    },
    select(reservationId) {
      update({ reservation: reservationId }, false);
    },
    setQuery(text) {
      update({ query: text || null });
    },
  };
}
