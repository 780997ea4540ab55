// Commands (design.md rule 1): each kind of change a host makes, as a zod schema and a pure plan(state, command, ctx)
// that answers the rows to write or a refusal. The tablet shows a plan applied to its day and queues the command; the
// server locks, loads the same kind of day, plans and writes (server/services/command-executor.ts). One rule, two
// callers: tests/server/commands-equivalence.test.ts proves they write the same rows.
import { z } from 'zod';
import { BlockerCreate, BlockerDelete, BlockerEdit, planBlockerCreate, planBlockerDelete, planBlockerEdit } from './blockers';
import { Edit, planEdit } from './edit';
import { HostAction, planHostAction } from './host-action';
import { Move, planMove } from './move';
import { planRedeemVoucher, RedeemVoucher } from './redeem-voucher';
import type { DayState, Plan, PlanContext } from './types';
import { planWalkIn, WalkIn } from './walk-in';

export * from './types';
export { defaultLengthMs, maxLengthMs } from './checks';
export { BlockerCreate, BlockerDelete, BlockerEdit } from './blockers';
export { Edit, EditChanges, fieldsOf } from './edit';
export { HostAction, bookingAfter } from './host-action';
export { Move } from './move';
export { RedeemVoucher } from './redeem-voucher';
export { WalkIn } from './walk-in';
export { refusalWords, tableTakenWords } from './refusal-words';

export const Command = z.discriminatedUnion('kind', [HostAction, WalkIn, Edit, Move, BlockerCreate, BlockerEdit, BlockerDelete, RedeemVoucher]);
/** A command as checked (defaults applied): what a plan takes. */
export type Command = z.infer<typeof Command>;
/** A command as a client writes it and the wire carries it (optional fields may be left out). */
export type CommandInput = z.input<typeof Command>;
export type CommandKind = Command['kind'];
export const commandKinds = Command.options.map((option) => option.shape.kind.value) as [CommandKind, ...CommandKind[]];

export function plan(state: DayState, command: Command, ctx: PlanContext): Plan {
  switch (command.kind) {
    case 'action':
      return planHostAction(state, command, ctx);
    case 'createReservation':
      return planWalkIn(state, command, ctx);
    case 'updateReservation':
      return planEdit(state, command, ctx);
    case 'swap':
      return planMove(state, command, ctx);
    case 'createBlocker':
      return planBlockerCreate(state, command, ctx);
    case 'updateBlocker':
      return planBlockerEdit(state, command);
    case 'deleteBlocker':
      return planBlockerDelete(state, command);
    case 'redeemVoucher':
      return planRedeemVoucher();
  }
}

/** The reservation and blocker ids a command names (a booking's other rows are added from the day by the caller). */
export function targetsOf(command: CommandInput): string[] {
  switch (command.kind) {
    case 'action':
      return [command.action.reservationId];
    case 'createReservation':
      return [command.input._id];
    case 'updateReservation':
      return [command.reservationId];
    case 'swap':
      return command.reservationIdB ? [command.reservationIdA, command.reservationIdB] : [command.reservationIdA];
    case 'createBlocker':
      return command.blockerId ? [command.blockerId] : [];
    case 'updateBlocker':
    case 'deleteBlocker':
      return [command.blockerId];
    case 'redeemVoucher':
      // The voucher is no row of the day; the reservation it is spent on is named so a conflict shows beside it.
      return command.reservationId ? [command.reservationId] : [];
  }
}

/** Commands whose refusal for a taken table may be retried with `allowOverlap` (spec: staff may place over). */
export const overridable = (command: CommandInput): boolean => command.kind === 'createReservation' || command.kind === 'updateReservation' || command.kind === 'swap';

/** The same command, placed over whatever holds the table (a conflict's "retry with override"). */
export function withOverride(command: CommandInput): CommandInput {
  switch (command.kind) {
    case 'createReservation':
      return { ...command, input: { ...command.input, allowOverlap: true } };
    case 'updateReservation':
    case 'swap':
      return { ...command, allowOverlap: true };
    default:
      return command;
  }
}
