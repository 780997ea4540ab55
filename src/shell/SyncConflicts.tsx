import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { localTime, type Collision } from '../../core/reservations';
import { offlineDb, usePendingActions, type Conflict } from '../offline';
import type { Operation } from '../offline/operations';
import { useLiveQuery } from '../offline/use-live-query';
import { refusalText } from '../i18n/refusals';
import { isVoucherRefusal, voucherRefusalText } from '../i18n/voucher-refusals';

// What the host sees of the offline queue (docs/decisions/005): the changes the server refused, one per guest, in the
// host's words and the restaurant's local time — who holds the table now and what the host can do — with the guest's
// later changes folded in.

type Actions = ReturnType<typeof usePendingActions>;

interface Known {
  timeZone: string | null;
  /** Guest names by reservation id, as this device last knew them. */
  names: Record<string, string>;
}

const opName = (intl: IntlShape, op: Operation) =>
  op.kind === 'action' ? intl.formatMessage({ id: `reservations.action.${op.action.type}` }) : intl.formatMessage({ id: `sync.op.${op.kind}` });

/** Whoever holds the table the change wanted: another guest by name, a blocker, or (not on this device) someone. */
function holderOf(intl: IntlShape, conflict: Conflict, collision: Collision, known: Known): string {
  if (collision.kind === 'blocker') return intl.formatMessage({ id: 'sync.holder.blocker' });
  const other = collision.reservationIds.find((id) => !conflict.targets.includes(id));
  return (other && known.names[other]) || intl.formatMessage({ id: 'sync.holder.someone' });
}

function reasonOf(intl: IntlShape, conflict: Conflict, guest: string, known: Known): string {
  const zone = known.timeZone ?? 'UTC';
  const taken = conflict.code === 'table_occupied' ? conflict.collisions?.[0] : undefined;
  if (taken) {
    const values = { table: taken.tableNumber, holder: holderOf(intl, conflict, taken, known), from: localTime(taken.start, zone), to: localTime(taken.end, zone), guest };
    return intl.formatMessage({ id: conflict.canOverride ? 'sync.reason.tableTaken' : 'sync.reason.tableTakenNoOverride' }, values);
  }
  if (conflict.code === 'reservation_deleted' || conflict.kind === 'gone') return intl.formatMessage({ id: 'sync.reason.gone' }, { guest });
  if (conflict.kind === 'forbidden') return intl.formatMessage({ id: 'sync.reason.forbidden' });
  // A voucher spent elsewhere while this tablet was offline (docs/decisions/012-vouchers.md).
  if (isVoucherRefusal(conflict.code)) return voucherRefusalText(intl, conflict.code, conflict.reason, true);
  const said = refusalText(intl, { code: conflict.code, reason: conflict.reason, at: conflict.instant, collisions: conflict.collisions }, zone);
  return intl.formatMessage({ id: 'sync.reason.other' }, { reason: said });
}

export function SyncConflicts({ conflicts, restaurantId, actions }: { conflicts: Conflict[]; restaurantId: string; actions: Actions }) {
  const intl = useIntl();
  const ids = [...new Set(conflicts.flatMap((c) => [...c.targets, ...(c.collisions ?? []).flatMap((x) => (x.kind === 'reservations' ? x.reservationIds : []))]))];
  const known = useLiveQuery(
    async (): Promise<Known> => {
      const db = offlineDb();
      const [restaurant, rows] = await Promise.all([db.restaurants.get(restaurantId), db.serverReservations.bulkGet(ids.map((id) => [restaurantId, id] as [string, string]))]);
      return { timeZone: restaurant?.timeZone ?? null, names: Object.fromEntries(rows.flatMap((row) => (row ? [[row._id, row.customer.name]] : []))) };
    },
    [restaurantId, ids.join(',')],
    { timeZone: null, names: {} },
  );
  return (
    <div className="sync-conflicts" role="alert">
      <p className="sync-conflicts__title">
        <FormattedMessage id="sync.conflicts" values={{ count: conflicts.length }} />
      </p>
      <ul className="sync-conflicts__list">
        {conflicts.map((conflict) => {
          // The booking may be gone from the store (deleted on the server): the name the entry was queued with.
          const guest = conflict.targets.map((id) => known.names[id]).find(Boolean) ?? conflict.guest ?? '';
          const followUps = (conflict.followUps ?? []).map((f) => opName(intl, f.op));
          return (
            <li key={conflict.id} className="sync-conflict" data-conflict-code={conflict.code}>
              <div className="sync-conflict__main">
                <span className="sync-conflict__title">
                  <FormattedMessage id="sync.conflict.what" values={{ what: opName(intl, conflict.op), guest, hasGuest: guest ? 'yes' : 'no' }} />
                </span>
                <span className="sync-conflict__text">{reasonOf(intl, conflict, guest, known)}</span>
                {followUps.length ? (
                  <span className="sync-conflict__text">
                    <FormattedMessage id="sync.conflict.followUps" values={{ count: followUps.length, actions: intl.formatList(followUps) }} />
                  </span>
                ) : null}
              </div>
              <div className="row">
                {conflict.canOverride ? (
                  <button type="button" className="button" onClick={() => void actions.retry(conflict.id, true)}>
                    <FormattedMessage id="sync.retryOverride" />
                  </button>
                ) : null}
                <button type="button" className="button" onClick={() => void actions.retry(conflict.id)}>
                  <FormattedMessage id="sync.retry" />
                </button>
                <button type="button" className="button" onClick={() => void actions.discard(conflict.id)}>
                  <FormattedMessage id="sync.discard" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
