// POST /sync/batch (docs/decisions/005, Sync): the offline queue's staff changes, many in one request, each a core
// command (core/commands) executed by the same function as its single route (../command-executor.ts,
// ../blockers.ts): the permission that route requires, its own transaction with its applied_actions row (so a
// replayed item answers its first answer and a refused item undoes nothing else), the answer that route gives. What
// the batch saves is the per-request cost a tablet and the network pay for every change — a round trip and a response
// written per change —, the lookups of who calls (made once per batch: server/platform/http/batch-scope.ts) and the
// announcements: the batch's changes republish the availability file and notify the change feed once, at its end.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Command } from '../../../../core/commands';
import { AppError } from '../../../../core/errors';
import { grantsAll, type Permission } from '../../../../core/permissions';
import { maxSyncBatchItems, stopsSyncBatch, SyncBatchEnvelope, SyncBatchResponse, syncBatchPath, type SyncBatchResult } from '../../../../core/schemas/sync-batch';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';
import { toErrorReply } from '../../../platform/http/errors';
import { inBatchScope } from '../../../platform/http/batch-scope';
import type { Change, Outcome } from '../changes';
import { applyHostAction } from '../command-executor';

type Item = z.infer<typeof SyncBatchEnvelope>['items'][number];

/** What each command's single route requires (server/routes/reservations.ts, blockers.ts, vouchers' redemptions). */
const required: Record<Command['kind'], readonly Permission[]> = {
  action: ['ReadReservations', 'ManageReservations'],
  createReservation: ['ReadReservations', 'ManageReservations'],
  updateReservation: ['ReadReservations', 'ManageReservations'],
  swap: ['ReadReservations', 'ManageReservations'],
  createBlocker: ['ManageBlockers'],
  updateBlocker: ['ManageBlockers'],
  deleteBlocker: ['ManageBlockers'],
  redeemVoucher: ['ReadReservations', 'ManageReservations'],
};

/**
 * What the item asks, for its idempotency row: the request its single route would have seen (route, parameters, body),
 * so an id first sent alone, or by an older tablet, and sent again in a batch is recognised as the same change. An edit
 * once carried the whole form; as a command it carries only what changed.
 */
function fingerprintOf(command: Command, id: string, prefix: string): unknown {
  const route = (method: string, path: string, params: Record<string, string> = {}, body: unknown = null) => ({ route: `${method} ${prefix}${path}`, params, body });
  switch (command.kind) {
    case 'action':
      return route('POST', '/reservations/actions', {}, { actionId: id, action: command.action });
    case 'createReservation':
      return route('POST', '/reservations', {}, command.input);
    case 'updateReservation':
      return { route: 'command', command };
    case 'swap': {
      const { kind: _kind, ...body } = command;
      return route('POST', '/reservations/swap', {}, body);
    }
    case 'createBlocker':
      return route('POST', '/blockers', {}, command.input);
    case 'updateBlocker':
      return route('PUT', '/blockers/:id', { id: command.blockerId }, command.input);
    case 'deleteBlocker':
      return route('DELETE', '/blockers/:id', { id: command.blockerId });
    case 'redeemVoucher':
      return route('POST', '/vouchers/:id/redemptions', { id: command.voucherId }, { amount: command.amount, reservationId: command.reservationId, actionId: id });
  }
}

/** The command's execution, answering as its single route answers. */
function workOf(app: FastifyInstance, command: Command, id: string): (change: Change) => Promise<Outcome<unknown>> {
  const { blockers, staffReservations, voucherRedemptions } = app.services;
  switch (command.kind) {
    case 'action':
      return async (change) => ({ status: 200, body: { actionId: id, reservations: (await applyHostAction(change, command.action)).reservations } });
    case 'createReservation':
      return (change) => staffReservations.create(change, command.input);
    case 'updateReservation':
      return (change) => staffReservations.edit(change, command);
    case 'swap':
      return (change) => staffReservations.swap(change, command);
    case 'createBlocker':
      return (change) => blockers.create(change, command.input);
    case 'updateBlocker':
      return (change) => blockers.update(change, command.blockerId, command.input);
    case 'deleteBlocker':
      return (change) => blockers.remove(change, command.blockerId);
    case 'redeemVoucher':
      // The queue entry's id is the redemption's actionId (docs/decisions/012-vouchers.md).
      return (change) => voucherRedemptions.redeem(change, { voucherId: command.voucherId, amount: command.amount, reservationId: command.reservationId, actionId: id });
  }
}

function parsedCommand(item: Item): Command {
  const parsed = Command.safeParse(item.command);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError('invalid_request', `Invalid command${first?.path.length ? ` at /${first.path.join('/')}` : ''}: ${first?.message ?? 'not a command'}`);
  }
  const command = parsed.data;
  // An edit is dated by the device (docs/decisions/005 rule 3); the item's device time stands in when the command has none.
  return command.kind === 'updateReservation' && command.deviceTime === undefined && item.deviceTime !== undefined ? { ...command, deviceTime: item.deviceTime } : command;
}

export const syncBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  async function applyItem(request: FastifyRequest, item: Item): Promise<SyncBatchResult> {
    try {
      const command = parsedCommand(item);
      const needs = required[command.kind];
      if (!grantsAll([...request.ctx.permissions], needs)) throw new AppError('missing_permission', `Missing permission: ${needs.join(', ')}`);
      const { restaurantId, user } = staffContext(request.ctx);
      const applied = await app.services.changes.apply(
        { restaurantId, actorId: user.id, actionId: item.id, overrideSessionId: request.ctx.override?.id ?? null, fingerprint: fingerprintOf(command, item.id, app.prefix), log: request.log },
        workOf(app, command, item.id),
      );
      return { id: item.id, status: applied.status, body: applied.body, replayed: applied.replayed };
    } catch (error) {
      const { status, body } = toErrorReply(error);
      if (status >= 500) request.log.error({ err: error, item: item.id }, 'batch item failed');
      return { id: item.id, status, body, replayed: false };
    }
  }

  app.post(
    syncBatchPath,
    // Staff of the restaurant; each item then needs what its own route needs.
    routeOptions(['sync'])(access.staff(), {
      summary: `Up to ${maxSyncBatchItems} queued staff commands in order, each answered as its own route would answer it; a retryable answer (401, 408, 429, 5xx, 409 conflict) stops the batch`,
      body: SyncBatchEnvelope,
      response: { 200: SyncBatchResponse },
    }),
    async (request) => {
      const results: SyncBatchResult[] = [];
      const { items } = request.body;
      await inBatchScope(() =>
        app.services.changes.holdingAnnouncements(async () => {
          for (const item of items) {
            const result = await applyItem(request, item);
            results.push(result);
            if (stopsSyncBatch(result.status, result.body)) break;
          }
        }),
      );
      return { results, notApplied: items.slice(results.length).map((item) => item.id) };
    },
  );
};
