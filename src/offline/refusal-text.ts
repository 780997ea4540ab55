// What the host reads when the tablet's own plan refuses a change before it is queued (core/commands answer a code and
// its parameters, never words). The queue's conflicts carry the server's words instead.
import type { Refusal } from '../../core/commands';
import { localTime } from '../../core/reservations';

export function refusalText({ code, params }: Refusal, timeZone: string): string {
  const at = (instant: string | undefined) => (instant === undefined ? '' : localTime(instant, timeZone));
  switch (params.reason) {
    case 'end_not_after_start':
      return 'The end must be after the start';
    case 'too_long':
      return 'A reservation lasts at most 24 hours';
    case 'no_area':
      return `There is no area named ${params.level ?? ''}`;
    case 'table_named_twice':
      return 'A table is named twice';
    case 'unknown_tables':
      return `No table ${(params.tableNumbers ?? []).join(', ')} in ${params.level ?? ''}`;
    case 'unknown_special':
      return `No special ${params.id ?? ''}`;
    case 'id_taken':
      return `${params.id ?? ''} exists already`;
    case 'table_taken': {
      const first = params.collisions?.[0];
      return first ? `Table ${first.tableNumber} (${first.level}) is taken from ${at(first.start)} to ${at(first.end)}` : 'The table is taken';
    }
    case 'no_reservation':
      return `No reservation ${params.id ?? ''}`;
    case 'reservation_deleted':
      return `Reservation ${params.id ?? ''} was deleted`;
    case 'swap_with_itself':
      return 'A reservation cannot be swapped with itself';
    case 'no_table':
      return `No table ${params.id ?? ''}`;
    case 'holds_table':
      return 'The booking already holds that table (one of its extra tables)';
    case 'needs_action_id':
      return 'An edit that names changed fields needs an action id';
    case 'blocker_end_not_after_start':
      return 'A blocker ends after it starts';
    case 'blocker_too_long':
      return 'A blocker lasts at most a year';
    case 'blocker_tables_without_level':
      return 'Tables of a blocker belong to an area: set level';
    case 'no_blocker':
      return `No blocker ${params.id ?? ''}`;
    case 'blocker_id_mismatch':
      return `The body names blocker ${params.id ?? ''}, the path ${params.detail?.blockerId ?? ''}`;
    case 'invalid_command':
      return 'The change is not valid';
    case 'action':
      return actionText(code, params, at);
  }
}

function actionText(code: Refusal['code'], params: Refusal['params'], at: (instant: string | undefined) => string): string {
  const detail = params.detail ?? {};
  switch (code) {
    case 'not_found':
      return `No reservation ${params.id ?? ''}`;
    case 'reservation_deleted':
      return `Reservation ${params.id ?? ''} was deleted`;
    case 'guest_already_left':
      return `The guest already left at ${at(params.at)}`;
    case 'reservation_not_started':
      return `The guest cannot leave before the reservation starts at ${at(params.at)}`;
    case 'extension_at_day_end':
      return `The reservation already ends at the end of its day (${at(params.at)})`;
    case 'extension_blocked':
      return `The next ${detail.holder ?? 'reservation'} on this table starts at ${at(params.at)}, within 15 minutes of the end`;
    case 'table_occupied':
      return `Table ${detail.tableNumber ?? ''} (${detail.level ?? ''}) has been given to ${detail.holder === 'blocker' ? 'a blocker' : 'another reservation'} from ${at(params.at)} since the guest left`;
    default:
      return code;
  }
}
