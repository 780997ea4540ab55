// The one map from an error's code to what a person reads (design.md "Errors"). The server answers `{ error, message }`
// (spec §8) — the message is for API callers; screens never show it — and, where a message needs a value, `params`: a
// refusal's reason and figures (./reason-messages.ts), an instant, the reservation holding a table. Codes the client makes itself
// (no answer, a timeout, an answer of another shape) are here too. Instants are shown in the restaurant's local time
// (spec §9). Every code has a message in every language (error-messages.test.ts).
import type { IntlShape } from 'react-intl';
import { ApiError } from '../api/client';
import type { Collision } from '../../core/reservations/collisions';
import { localTime } from '../../core/reservations/result';
import type { MessageId } from './messages';
import { isReason, type ErrorCode, type ReasonParams } from '../../core/errors';
import { reasonMessageId, reasonValues } from './reason-messages';

/** What the client reports without a catalogue code from the server (src/api/client.ts). */
export type ClientErrorCode = 'timeout' | 'network_error' | 'invalid_response' | 'unknown';

export const errorMessageIds: Record<ErrorCode | ClientErrorCode, MessageId> = {
  invalid_table: 'error.code.invalid_table',
  duplicate_tableNumber: 'error.code.duplicate_tableNumber',
  unknown_user: 'error.code.unknown_user',
  unknown_child_user: 'error.code.unknown_child_user',
  invalid_user_type: 'error.code.invalid_user_type',
  user_without_role: 'error.code.user_without_role',
  invalid_invite: 'onboarding.invalidInvite',
  invalid_token: 'error.code.invalid_token',
  invalid_auth_header: 'error.code.invalid_auth_header',
  child_auth_required: 'error.code.child_auth_required',
  missing_user_type: 'error.code.missing_user_type',
  missing_restaurant_id: 'error.code.missing_restaurant_id',
  access_denied: 'error.code.access_denied',
  user_invalid_role: 'error.code.user_invalid_role',
  missing_app_config: 'error.code.missing_app_config',
  invalid_request: 'error.code.invalid_request',
  missing_permission: 'error.code.missing_permission',
  not_found: 'error.code.not_found',
  conflict: 'error.code.conflict',
  slot_unavailable: 'booking.error.slotTaken',
  duplicate_booking: 'error.code.duplicate_booking',
  tables_available: 'booking.waitlist.tableFree',
  reservation_deleted: 'refusal.reservation_deleted',
  reservation_not_started: 'refusal.reservation_not_started',
  guest_already_left: 'refusal.guest_already_left',
  extension_blocked: 'refusal.extension_blocked',
  extension_at_day_end: 'refusal.extension_at_day_end',
  table_occupied: 'refusal.table_occupied',
  idempotency_key_reused: 'error.code.idempotency_key_reused',
  voucher_not_redeemable: 'error.code.voucher_not_redeemable',
  voucher_balance_insufficient: 'error.code.voucher_balance_insufficient',
  invalid_signature: 'error.code.invalid_signature',
  commission_item_closed: 'error.code.commission_item_closed',
  nothing_to_pay: 'error.code.nothing_to_pay',
  partner_not_in_programme: 'error.code.partner_not_in_programme',
  restaurant_not_in_programme: 'error.code.restaurant_not_in_programme',
  visit_not_referred: 'error.code.visit_not_referred',
  visit_not_attended: 'error.code.visit_not_attended',
  restore_refused: 'error.code.restore_refused',
  invite_locked: 'error.code.invite_locked',
  override_session_required: 'error.code.override_session_required',
  override_session_invalid: 'error.code.override_session_invalid',
  override_session_expired: 'error.code.override_session_expired',
  username_taken: 'error.code.username_taken',
  payload_too_large: 'error.code.payload_too_large',
  unsupported_media_type: 'error.code.unsupported_media_type',
  rate_limited: 'booking.error.rateLimited',
  internal_error: 'error.code.internal_error',
  timeout: 'error.code.timeout',
  network_error: 'error.code.network_error',
  invalid_response: 'error.code.invalid_response',
  unknown: 'error.code.unknown',
};

/** The values a message may need, as the server or the tablet's rules give them. */
export interface RefusalParams {
  /** The instant the refusal is about (a start, a departure, the next booking on the table). */
  at?: string | undefined;
  /** For a taken table: what holds it. */
  collisions?: readonly Collision[] | undefined;
  /**
   * Why, and its figures: a guest refusal (core/reservations/guest-refusal.ts), a command's (core/commands/types.ts)
   * or a settings change's (core/staff-refusal.ts). A reason without a message of its own is worded by its code.
   */
  reason?: ReasonParams | undefined;
}

export interface Refusal {
  code: string;
  params?: RefusalParams | undefined;
}

const isKnownCode = (code: string): code is ErrorCode | ClientErrorCode => Object.hasOwn(errorMessageIds, code);

/**
 * The refusal in the reader's words. A message the loaded catalogue lacks (a guest's page loads only the guest's
 * share: message-sets.ts) falls back to the generic one.
 */
export function messageForRefusal(intl: IntlShape, { code, params = {} }: Refusal, timeZone?: string): string {
  const time = (instant: string) => (timeZone ? localTime(instant, timeZone) : instant);
  const taken = params.collisions?.[0];
  if (code === 'table_occupied' && taken) {
    return intl.formatMessage({ id: 'refusal.tableTaken' }, { table: taken.tableNumber, from: time(taken.start), to: time(taken.end) });
  }
  const id = reasonMessageId(intl, params.reason) ?? errorMessageIds[isKnownCode(code) ? code : 'unknown'];
  if (!(id in intl.messages)) return intl.formatMessage({ id: errorMessageIds.unknown });
  const at = params.at ?? (typeof params.reason?.at === 'string' ? params.reason.at : undefined);
  return intl.formatMessage({ id }, { time: at ? time(at) : '', ...reasonValues(intl, params.reason) });
}

/** Any failure in the reader's words: an answer's code and values, the client's own codes, or the generic message. */
export function messageForError(intl: IntlShape, error: unknown, timeZone?: string): string {
  return messageForRefusal(intl, refusalOf(error), timeZone);
}

/** The code and values of a failure; an answer's values come from its body (server/errors.ts spreads them there). */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { code: 'unknown' };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as { at?: unknown; collisions?: unknown; params?: unknown };
  const params: RefusalParams = {};
  if (typeof body.at === 'string') params.at = body.at;
  if (Array.isArray(body.collisions)) params.collisions = body.collisions as Collision[];
  if (isReason(body.params)) params.reason = body.params;
  return { code: error.code, params };
}
