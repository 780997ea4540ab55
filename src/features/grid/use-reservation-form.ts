import { useState } from 'react';
import { compareTableNumbers } from '../../../core/availability/natural-order';
import type { Reservation } from '../../../core/schemas/reservations';
import { localDateOf } from '../../../core/time';
import { noErrors, type FormErrors } from '../../front-of-house/field-errors';
import { timeOf } from '../../front-of-house/reservation-facts';
import { useFloor } from '../../front-of-house/use-front-of-house';

/** Spec §9: a new reservation lasts two hours. */
const defaultLengthMs = 2 * 3_600_000;

export interface FormDefaults {
  date: string;
  /** Instants (epoch ms). */
  start?: number | undefined;
  end?: number | undefined;
  area?: string | undefined;
  tableNumber?: string | undefined;
}

/** What the reservation form holds while the host edits it, with the area's tables and the table chosen among them. */
export function useReservationFormValues(reservation: Reservation | null, bookedTables: string[], defaults: FormDefaults, timeZone: string) {
  const floor = useFloor();
  const now = Date.now();
  const start0 = reservation ? Date.parse(reservation.startTime) : (defaults.start ?? Math.floor(now / 300_000) * 300_000);
  const end0 = reservation ? Date.parse(reservation.endTime) : (defaults.end ?? start0 + defaultLengthMs);
  const [name, setName] = useState(reservation?.customer.name ?? '');
  const [phone, setPhone] = useState(reservation?.customer.phone ?? '');
  const [email, setEmail] = useState(reservation?.customer.email ?? '');
  const [partySize, setPartySize] = useState(String(reservation?.partySize ?? 2));
  const [date, setDate] = useState(reservation ? localDateOf(start0, timeZone) : defaults.date);
  const [startText, setStartText] = useState(timeOf(start0, timeZone));
  const [endText, setEndText] = useState(timeOf(end0, timeZone));
  const [area, setArea] = useState(reservation?.level ?? defaults.area ?? '');
  const [table, setTable] = useState(bookedTables[0] ?? reservation?.tableNumber ?? defaults.tableNumber ?? '');
  const [extra, setExtra] = useState<string[]>(bookedTables.slice(1));
  const [color, setColor] = useState(reservation?.color ?? '');
  const [note, setNote] = useState(reservation?.note ?? '');
  const [allowOverlap, setAllowOverlap] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [info, setInfo] = useState<string | null>(null);

  const level = area || floor.areas[0]?.name || '';
  const areaTables = floor.tables.filter((t) => t.level === level).sort((a, b) => a.frontendGroupOrder - b.frontendGroupOrder || compareTableNumbers(a.tableNumber, b.tableNumber));
  const primary = table && areaTables.some((t) => t.tableNumber === table) ? table : (areaTables[0]?.tableNumber ?? '');
  return { floor, name, setName, phone, setPhone, email, setEmail, partySize, setPartySize, date, setDate, startText, setStartText, endText, setEndText, area, setArea, table, setTable, extra, setExtra, color, setColor, note, setNote, allowOverlap, setAllowOverlap, errors, setErrors, info, setInfo, level, areaTables, primary };
}

export type ReservationFormValues = ReturnType<typeof useReservationFormValues>;
