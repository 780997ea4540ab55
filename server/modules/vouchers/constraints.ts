// The database's refusals the voucher services map (migration 0015). Its last word on a balance: a ledger row that
// would take a voucher below zero fails `vouchers_balance_check` (SQLSTATE 23514). The services check under the
// voucher's lock first; this maps the constraint to the same conflict when something slipped past them.
import { AppError } from '../../../core/errors';
import { pgErrorCode } from '../../platform/db/connection';

const balanceConstraint = 'vouchers_balance_check';

/** Whether the error (of whichever driver and wrapper) names the constraint `name`. */
function namesConstraint(error: unknown, name: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { constraint, message } = current as { constraint?: unknown; message?: unknown };
    if (constraint === name || (typeof message === 'string' && message.includes(`"${name}"`))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const isBalanceCheckViolation = (error: unknown): boolean => pgErrorCode(error) === '23514' && namesConstraint(error, balanceConstraint);

/** A voucher inserted with a code its restaurant already has (drawn again by the caller). */
export const isCodeTaken = (error: unknown): boolean => pgErrorCode(error) === '23505' && namesConstraint(error, 'vouchers_code_unique');

/** Runs `work`; a balance driven below zero comes back as 409 voucher_balance_insufficient. */
export async function withBalanceGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isBalanceCheckViolation(error)) throw new AppError('voucher_balance_insufficient', 'The voucher does not have enough left for this amount');
    throw error;
  }
}
