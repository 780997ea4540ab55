// Spec §8: every server error is `{ error: <code>, message }`. The catalogue codes come from the spec; the last
// group (invalid_request, not_found, conflict, missing_permission, …) is ours and documented in the README.
export const errorStatus = {
  invalid_table: 400,
  duplicate_tableNumber: 409,
  unknown_user: 404,
  unknown_child_user: 404,
  invalid_user_type: 400,
  user_without_role: 403,
  invalid_invite: 400,
  invalid_token: 401,
  invalid_auth_header: 401,
  child_auth_required: 202,
  missing_user_type: 403,
  missing_restaurant_id: 400,
  access_denied: 403,
  user_invalid_role: 400,
  missing_app_config: 404,
  invalid_request: 400,
  missing_permission: 403,
  not_found: 404,
  conflict: 409,
  slot_unavailable: 409,
  duplicate_booking: 409, // the guest's email already holds an online booking of the restaurant overlapping that time
  tables_available: 409, // a guest asked to wait for a day that still has a table for the party: book it instead
  // Reservation actions (spec §4, core/reservations): the reservation's state does not allow the action.
  reservation_deleted: 409, // the reservation was deleted; only a repeated delete succeeds
  reservation_not_started: 409, // "guest left" before the reservation's start
  guest_already_left: 409, // "guest left" (or extend) after the guest has already left
  extension_blocked: 409, // the next reservation or blocker on a table starts within 15 min of the end
  extension_at_day_end: 409, // the reservation already ends at or after 23:59 (1439) of its day
  table_occupied: 409, // "guest did not leave", or a staff create/move without allowOverlap, would overlap the table
  idempotency_key_reused: 409, // the action id (Idempotency-Key) was already used for a different request
  // Vouchers (docs/decisions/012): a redemption the voucher's state or balance does not allow.
  voucher_not_redeemable: 409, // pending payment, held for review, expired, void, refunded or used up
  voucher_balance_insufficient: 409, // the amount is more than the balance left (spent elsewhere meanwhile)
  invalid_signature: 400, // a payment provider's webhook whose signature does not verify
  // The creator programme (docs/decisions/014).
  commission_item_closed: 409, // a paid or withdrawn commission item can no longer be approved or rejected
  nothing_to_pay: 409, // a payout for a creator and period without approved items
  partner_not_in_programme: 400, // a creator's profile recommends a restaurant outside the affiliate programme
  restaurant_not_in_programme: 404, // a creator asks for the terms of a restaurant outside the affiliate programme
  visit_not_referred: 409, // a spend entered for a booking that carries no referral code
  visit_not_attended: 409, // a spend entered for a referred booking not checked in (or deleted)
  // The database trash (docs/decisions/013-trash.md): the item needs something gone for good, or its place is taken.
  restore_refused: 409,
  invite_locked: 409,
  // Admin overrides (spec §6): an admin acts for a user or restaurant only through a live override session of their own.
  override_session_required: 403, // override headers sent without an override session
  override_session_invalid: 403, // no such session, another admin's, or headers naming another target
  override_session_expired: 403, // the session was ended or its 30 minutes passed without a renewal
  username_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  issues?: unknown;
  params?: ReasonParams;
}

/**
 * Why a request was refused, beyond its code, and the figures its words need (an error body's `params`): a guest
 * refusal (core/reservations/guest-refusal.ts), a command's (core/commands/types.ts) or a settings change's
 * (core/staff-refusal.ts). Clients word it in the reader's language; the `message` beside it is for API callers.
 */
export interface ReasonParams {
  reason: string;
  [figure: string]: unknown;
}

export const isReason = (value: unknown): value is ReasonParams =>
  typeof value === 'object' && value !== null && typeof (value as { reason?: unknown }).reason === 'string';

/** A failure the API reports to its caller with a catalogue code; anything else is an internal error. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
}
