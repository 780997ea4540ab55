// Front of house (spec §7): what the staff screens read online (the day, one reservation, search,
// collisions, the waitlist, the actions log) and the changes made online only (waitlist conversion, resending a
// confirmation, marking log entries). Host changes to reservations and blockers go through the offline queue
// (src/offline), which builds their requests. Every change here carries a fresh Idempotency-Key.
import type { z } from 'zod';
import {
  idempotencyHeader,
  type ActionsLogPage,
  type CollisionList,
  type ReservationMatrix,
  type StaffReservationInput,
  type WaitlistConversion,
  type WaitlistConversionResponse,
} from '../../core/schemas/front-of-house';
import type { Reservation, WaitlistEntry as WaitlistEntrySchema } from '../../core/schemas/reservations';
import { getJson } from './client';

export type Matrix = z.infer<typeof ReservationMatrix>;
export type Collisions = z.infer<typeof CollisionList>;
export type LogPage = z.infer<typeof ActionsLogPage>;
export type Conversion = z.infer<typeof WaitlistConversionResponse>;
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
/** What the form sends: the parsed shape (the schema also takes spec §5's legacy forms: numeric text, null, 'undefined'). */
export type ReservationBody = z.output<typeof StaffReservationInput>;
export type ConversionBody = z.input<typeof WaitlistConversion>;

/** A fresh action id (UUID v4) for one user intent. */
export function newActionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; getRandomValues is always there.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const once = (actionId = newActionId()) => ({ [idempotencyHeader]: actionId });
const at = (id: string) => encodeURIComponent(id);

// Reservations
export const fetchMatrix = (query: { date: string; areas?: string | undefined; timeslot?: string | undefined }) =>
  getJson<Matrix>('/reservations/matrix', { query });
export const fetchReservation = (id: string) => getJson<Reservation>(`/reservations/${at(id)}`);
export const searchReservations = (customerName: string) => getJson<{ items: Reservation[] }>('/reservations/search', { query: { customerName } });
export const resendConfirmation = (id: string) => getJson<{ ok: true }>(`/reservations/${at(id)}/email/confirmation`, { method: 'POST' });
export const fetchCollisions = (date?: string) => getJson<Collisions>('/collisions', { query: { date } });

// Waitlist
export const fetchWaitlist = (query: { day?: string | undefined; skip?: number; limit?: number }) =>
  getJson<{ items: WaitlistEntry[]; total: number }>('/waitlist', { query });
export const convertWaitlistEntry = (id: string, body: ConversionBody) =>
  getJson<Conversion>(`/waitlist/${at(id)}/reservation`, { method: 'POST', body, headers: once() });
export const deleteWaitlistEntry = (id: string) => getJson<WaitlistEntry>(`/waitlist/${at(id)}`, { method: 'DELETE', headers: once() });

// Actions log
export const fetchActionsLog = (query: { page: number; showRead: boolean; actions: readonly string[] }) =>
  getJson<LogPage>('/actionsLog', { query: { page: query.page, showRead: query.showRead, actions: query.actions.join(',') || undefined } });
export const markLogRead = (id: string, read: boolean) => getJson<LogPage['items'][number]>(`/actionsLog/${at(id)}`, { method: 'PUT', body: { read } });
