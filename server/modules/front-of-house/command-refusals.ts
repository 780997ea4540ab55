// The API's English `message` (and details) for a plan's refusal (core/commands answer a code and parameters): the
// words and fieldErrors the routes answered before commands, so the API's answers do not change (spec §5 form errors,
// spec §8 error bodies), with the refusal's reason and figures as `params`, from which clients word it themselves
// (src/i18n/reason-messages.ts).
import { reasonParams, refusalWords, type CommandKind, type Refusal } from '../../../core/commands';
import { AppError } from '../../../core/errors';
import type { FieldError } from '../../../core/schemas/front-of-house';

const isBlocker = (kind: CommandKind) => kind === 'createBlocker' || kind === 'updateBlocker' || kind === 'deleteBlocker';

function tableTaken(refusal: Refusal, timeZone: string): AppError {
  const message = refusalWords(refusal, timeZone);
  return new AppError('table_occupied', message, { fieldErrors: [{ field: 'Table', kind: 'AlreadyExists', message }], collisions: refusal.params.collisions ?? [], params: reasonParams(refusal) });
}

/** The error the API answers for a refused command. */
export function refusalError(refusal: Refusal, kind: CommandKind, timeZone: string): AppError {
  const { code, params } = refusal;
  const message = refusalWords(refusal, timeZone);
  const form = !isBlocker(kind);
  const plain = (details: Record<string, unknown> = {}) => new AppError(code, message, { ...details, params: reasonParams(refusal) });
  const withField = (error: FieldError) => plain({ fieldErrors: [error] });
  switch (params.reason) {
    case 'end_not_after_start':
      return withField({ field: 'Timeslot', kind: 'InvalidFormat', message });
    case 'too_long':
      return withField({ field: 'Timeslot', kind: 'Other', message });
    case 'no_area':
      return form ? withField({ field: 'Area', kind: 'Other', message }) : plain();
    case 'table_named_twice':
      return withField({ field: 'Table', kind: 'InvalidFormat', message });
    case 'unknown_tables':
      return form ? withField({ field: 'Table', kind: 'Other', message }) : plain();
    case 'id_taken':
      return plain({ fieldErrors: [{ field: null, kind: 'AlreadyExists', message }] });
    case 'table_taken':
      return tableTaken(refusal, timeZone);
    case 'action':
      return plain(params.at === undefined ? {} : { at: params.at });
    default:
      return plain();
  }
}
