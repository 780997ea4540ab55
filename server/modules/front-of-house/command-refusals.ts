// The API's English `message` (and details) for a plan's refusal (core/commands answer a code and parameters): the
// words and fieldErrors the routes answered before commands, so the API's answers do not change (spec §5 form errors,
// spec §8 error bodies). Clients word refusals themselves from the code and parameters.
import type { CommandKind, Refusal } from '../../../core/commands';
import { AppError } from '../../../core/errors';
import { localTime, type Collision } from '../../../core/reservations';
import type { FieldError } from '../../../core/schemas/front-of-house';

const isBlocker = (kind: CommandKind) => kind === 'createBlocker' || kind === 'updateBlocker' || kind === 'deleteBlocker';

function withField(code: Refusal['code'], error: FieldError): AppError {
  return new AppError(code, error.message, { fieldErrors: [error] });
}

function tableTaken(collisions: Collision[], timeZone: string): AppError {
  const first = collisions[0] as Collision;
  const what = first.kind === 'reservations' ? 'another reservation' : 'a blocker';
  // A person may read this: restaurant-local times; the instants are in `collisions`.
  const message = `Table ${first.tableNumber} (${first.level}) is taken by ${what} from ${localTime(first.start, timeZone)} to ${localTime(first.end, timeZone)}; allowOverlap places it there anyway`;
  return new AppError('table_occupied', message, { fieldErrors: [{ field: 'Table', kind: 'AlreadyExists', message }], collisions });
}

/** A host action's refusal (core/reservations rules), worded as the rule words it. */
function actionMessage({ code, params }: Refusal, timeZone: string): string {
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

/** The error the API answers for a refused command. */
export function refusalError(refusal: Refusal, kind: CommandKind, timeZone: string): AppError {
  const { code, params } = refusal;
  const form = !isBlocker(kind);
  switch (params.reason) {
    case 'end_not_after_start':
      return withField(code, { field: 'Timeslot', kind: 'InvalidFormat', message: 'The end must be after the start' });
    case 'too_long':
      return withField(code, { field: 'Timeslot', kind: 'Other', message: 'A reservation lasts at most 24 hours' });
    case 'no_area': {
      const message = `There is no area named ${params.level ?? ''}`;
      return form ? withField(code, { field: 'Area', kind: 'Other', message }) : new AppError(code, message);
    }
    case 'table_named_twice':
      return withField(code, { field: 'Table', kind: 'InvalidFormat', message: 'A table is named twice' });
    case 'unknown_tables': {
      const message = `No table ${(params.tableNumbers ?? []).join(', ')} in ${params.level ?? ''}`;
      return form ? withField(code, { field: 'Table', kind: 'Other', message }) : new AppError(code, message);
    }
    case 'unknown_special':
      return new AppError(code, `No special ${params.id ?? ''}`);
    case 'id_taken': {
      const message = `A reservation with id ${params.id ?? ''} exists already`;
      return new AppError(code, message, { fieldErrors: [{ field: null, kind: 'AlreadyExists', message }] });
    }
    case 'table_taken':
      return tableTaken(params.collisions ?? [], timeZone);
    case 'no_reservation':
      return new AppError(code, `No reservation ${params.id ?? ''}`);
    case 'reservation_deleted':
      return new AppError(code, `Reservation ${params.id ?? ''} was deleted`);
    case 'swap_with_itself':
      return new AppError(code, 'A reservation cannot be swapped with itself');
    case 'no_table':
      return new AppError(code, `No table ${params.id ?? ''}`);
    case 'holds_table':
      return new AppError(code, 'The booking already holds that table (one of its extra tables)');
    case 'needs_action_id':
      // Without an id two edits made in the same millisecond would be ordered by arrival, i.e. differently on each try.
      return new AppError(code, 'An edit that names changed fields needs an Idempotency-Key: it orders edits made at the same device time');
    case 'blocker_end_not_after_start':
      return new AppError(code, 'A blocker ends after it starts');
    case 'blocker_too_long':
      return new AppError(code, 'A blocker lasts at most a year');
    case 'blocker_tables_without_level':
      return new AppError(code, 'Tables of a blocker belong to an area: set level');
    case 'no_blocker':
      return new AppError(code, `No blocker ${params.id ?? ''}`);
    case 'blocker_id_mismatch':
      return new AppError(code, `The body names blocker ${params.id ?? ''}, the path ${params.detail?.blockerId ?? ''}`);
    case 'invalid_command':
      return new AppError(code, 'Invalid command');
    case 'action':
      return new AppError(code, actionMessage(refusal, timeZone), params.at === undefined ? undefined : { at: params.at });
  }
}
