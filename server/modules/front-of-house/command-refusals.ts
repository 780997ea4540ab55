// The API's English `message` (and details) for a plan's refusal (core/commands answer a code and parameters): the
// words and fieldErrors the routes answered before commands, so the API's answers do not change (spec §5 form errors,
// spec §8 error bodies). Clients word refusals themselves from the code and parameters.
import { refusalWords, type CommandKind, type Refusal } from '../../../core/commands';
import { AppError } from '../../../core/errors';
import type { FieldError } from '../../../core/schemas/front-of-house';

const isBlocker = (kind: CommandKind) => kind === 'createBlocker' || kind === 'updateBlocker' || kind === 'deleteBlocker';

function withField(code: Refusal['code'], error: FieldError): AppError {
  return new AppError(code, error.message, { fieldErrors: [error] });
}

function tableTaken(refusal: Refusal, timeZone: string): AppError {
  const message = refusalWords(refusal, timeZone);
  return new AppError('table_occupied', message, { fieldErrors: [{ field: 'Table', kind: 'AlreadyExists', message }], collisions: refusal.params.collisions ?? [] });
}

/** The error the API answers for a refused command. */
export function refusalError(refusal: Refusal, kind: CommandKind, timeZone: string): AppError {
  const { code, params } = refusal;
  const message = refusalWords(refusal, timeZone);
  const form = !isBlocker(kind);
  switch (params.reason) {
    case 'end_not_after_start':
      return withField(code, { field: 'Timeslot', kind: 'InvalidFormat', message });
    case 'too_long':
      return withField(code, { field: 'Timeslot', kind: 'Other', message });
    case 'no_area':
      return form ? withField(code, { field: 'Area', kind: 'Other', message }) : new AppError(code, message);
    case 'table_named_twice':
      return withField(code, { field: 'Table', kind: 'InvalidFormat', message });
    case 'unknown_tables':
      return form ? withField(code, { field: 'Table', kind: 'Other', message }) : new AppError(code, message);
    case 'id_taken':
      return new AppError(code, message, { fieldErrors: [{ field: null, kind: 'AlreadyExists', message }] });
    case 'table_taken':
      return tableTaken(refusal, timeZone);
    case 'action':
      return new AppError(code, message, params.at === undefined ? undefined : { at: params.at });
    default:
      return new AppError(code, message);
  }
}
