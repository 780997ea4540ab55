// Front of house (issue 6, spec §7): the staff reservation calls, host actions, blockers, collisions, the staff
// waitlist and the actions log. Every change carries a fresh client-generated action id (the Idempotency-Key header,
// or `actionId` for a host action), so a repeated request is applied once.
import type { z } from 'zod';
import {
  idempotencyHeader,
  type ActionsLogPage,
  type Blocker,
  type BlockerInput,
  type CollisionList,
  type ReservationActionResponse,
  type ReservationMatrix,
  type StaffReservationInput,
  type StaffReservationUpdate,
  type SwapResponse,
  type WaitlistConversion,
  type WaitlistConversionResponse,
} from '../../core/schemas/front-of-house';
import type { ReservationAction } from '../../core/schemas/reservation-actions';
import type { Reservation, WaitlistEntry as WaitlistEntrySchema } from '../../core/schemas/reservations';
import { getJson } from './client';

export type Matrix = z.infer<typeof ReservationMatrix>;
export type Collisions = z.infer<typeof CollisionList>;
export type LogPage = z.infer<typeof ActionsLogPage>;
export type Swap = z.infer<typeof SwapResponse>;
export type ActionReply = z.infer<typeof ReservationActionResponse>;
export type Conversion = z.infer<typeof WaitlistConversionResponse>;
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
/** What the form sends: the schema's input shape (defaults such as allowOverlap may be left out). */
export type ReservationBody = z.input<typeof StaffReservationInput>;
export type BlockerBody = z.input<typeof BlockerInput>;
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
export const createReservation = (body: ReservationBody) =>
  getJson<Reservation[]>('/reservations', { method: 'POST', body, headers: once() });
export const updateReservation = (body: z.input<typeof StaffReservationUpdate>) =>
  getJson<Reservation[]>('/reservations', { method: 'PUT', body, headers: once() });
export const deleteReservation = (id: string) => getJson<Reservation[]>(`/reservations/${at(id)}`, { method: 'DELETE', headers: once() });
export const swapReservations = (body: { reservationIdA: string; reservationIdB?: string; tableId: string; allowOverlap?: boolean }) =>
  getJson<Swap>('/reservations/swap', { method: 'POST', body, headers: once() });
export const resendConfirmation = (id: string) => getJson<{ ok: true }>(`/reservations/${at(id)}/email/confirmation`, { method: 'POST' });
/** A host action (spec §4) as intent, with its action id; the answer holds every row of the booking after it. */
export const sendReservationAction = (action: ReservationAction, actionId = newActionId()) =>
  getJson<ActionReply>('/reservations/actions', { method: 'POST', body: { actionId, action }, headers: once(actionId) });
export const fetchCollisions = (date?: string) => getJson<Collisions>('/collisions', { query: { date } });

// Blockers
export const fetchBlockers = (date?: string) => getJson<{ items: Blocker[] }>('/blockers', { query: { date } });
export const createBlocker = (body: BlockerBody) => getJson<Blocker>('/blockers', { method: 'POST', body, headers: once() });
export const updateBlocker = (id: string, body: BlockerBody) =>
  getJson<Blocker>(`/blockers/${at(id)}`, { method: 'PUT', body, headers: once() });
export const deleteBlocker = (id: string) => getJson<Blocker>(`/blockers/${at(id)}`, { method: 'DELETE', headers: once() });

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
