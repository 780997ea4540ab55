// A refusal in the API's English words (spec §8 error bodies: `message`). Plans answer a code and parameters; the
// server's error bodies and the tablet's own record of a refusal take their words from here, and the screens word
// it in the reader's language from the code and parameters (src/i18n/error-messages.ts).
import { localTime, type Collision } from '../reservations';
import type { Refusal } from './types';

/** A taken table, in restaurant-local times (a person may read it; the instants are in `collisions`). */
export function tableTakenWords(collisions: readonly Collision[], timeZone: string): string {
  const first = collisions[0];
  if (!first) return 'The table is taken';
  const what = first.kind === 'reservations' ? 'another reservation' : 'a blocker';
  return `Table ${first.tableNumber} (${first.level}) is taken by ${what} from ${localTime(first.start, timeZone)} to ${localTime(first.end, timeZone)}; allowOverlap places it there anyway`;
}

/** A host action's refusal (core/reservations rules), worded as the rule words it. */
function actionWords({ code, params }: Refusal, timeZone: string): string {
  const at = params.at === undefined ? '' : localTime(params.at, timeZone);
  const detail = params.detail ?? {};
  switch (code) {
    case 'not_found':
      return `No reservation ${params.id ?? ''}`;
    case 'reservation_deleted':
      return `Reservation ${detail.reservationId ?? params.id ?? ''} was deleted`;
    case 'guest_already_left':
      return `The guest already left at ${at}`;
    case 'reservation_not_started':
      return `The guest cannot leave before the reservation starts at ${at}`;
    case 'extension_at_day_end':
      return `The reservation already ends at the end of its day (${at})`;
    case 'extension_blocked':
      return `The next ${detail.holder ?? 'reservation'} on this table starts at ${at}, within 15 minutes of the end`;
    case 'table_occupied':
      return `Table ${detail.tableNumber ?? ''} (${detail.level ?? ''}) has been given to ${detail.holder === 'blocker' ? 'a blocker' : 'another reservation'} from ${at} since the guest left`;
    default:
      return code;
  }
}

const fixedWords: Partial<Record<Refusal['params']['reason'], string>> = {
  end_not_after_start: 'The end must be after the start',
  too_long: 'A reservation lasts at most 24 hours',
  table_named_twice: 'A table is named twice',
  swap_with_itself: 'A reservation cannot be swapped with itself',
  holds_table: 'The booking already holds that table (one of its extra tables)',
  // Without an id two edits made in the same millisecond would be ordered by arrival, i.e. differently on each try.
  needs_action_id: 'An edit that names changed fields needs an Idempotency-Key: it orders edits made at the same device time',
  blocker_end_not_after_start: 'A blocker ends after it starts',
  blocker_too_long: 'A blocker lasts at most a year',
  blocker_tables_without_level: 'Tables of a blocker belong to an area: set level',
  invalid_command: 'Invalid command',
};

/** The refusal's English message. */
export function refusalWords(refusal: Refusal, timeZone: string): string {
  const { params } = refusal;
  const fixed = fixedWords[params.reason];
  if (fixed !== undefined) return fixed;
  switch (params.reason) {
    case 'no_area':
      return `There is no area named ${params.level ?? ''}`;
    case 'unknown_tables':
      return `No table ${(params.tableNumbers ?? []).join(', ')} in ${params.level ?? ''}`;
    case 'unknown_special':
      return `No special ${params.id ?? ''}`;
    case 'id_taken':
      return `A reservation with id ${params.id ?? ''} exists already`;
    case 'table_taken':
      return tableTakenWords(params.collisions ?? [], timeZone);
    case 'no_reservation':
      return `No reservation ${params.id ?? ''}`;
    case 'reservation_deleted':
      return `Reservation ${params.id ?? ''} was deleted`;
    case 'no_table':
      return `No table ${params.id ?? ''}`;
    case 'no_blocker':
      return `No blocker ${params.id ?? ''}`;
    case 'blocker_id_mismatch':
      return `The body names blocker ${params.id ?? ''}, the path ${params.detail?.blockerId ?? ''}`;
    case 'action':
      return actionWords(refusal, timeZone);
    default:
      return refusal.code;
  }
}
