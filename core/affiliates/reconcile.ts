// Bringing the stored ledger in line with what the bookings say now (docs/decisions/014-affiliates.md). A booking's
// stored items add up to what it earns: an open item (pending or approved) is moved or withdrawn while nothing is
// paid; once money was paid, a difference becomes a new item of its own (a reversal takes back, an adjustment adds),
// so a payout is never rewritten. A rejection by the restaurant stands.
import type { ComputedItem } from './ledger';

export const commissionItemStatuses = ['pending', 'approved', 'rejected', 'paid', 'reversed'] as const;
export type CommissionItemStatus = (typeof commissionItemStatuses)[number];
export const commissionItemKinds = ['commission', 'adjustment', 'reversal'] as const;
export type CommissionItemKind = (typeof commissionItemKinds)[number];

export interface StoredItem {
  id: string;
  bookingId: string;
  creatorId: string;
  kind: CommissionItemKind;
  status: CommissionItemStatus;
  amount: number;
  platformFee: number;
  currency: string;
  scheduleId: string | null;
  covers: number;
}

export interface Figures {
  creatorId: string;
  amount: number;
  platformFee: number;
  currency: string;
  scheduleId: string | null;
  covers: number;
}

export type LedgerChange =
  | { change: 'capture'; bookingId: string; kind: CommissionItemKind; figures: Figures }
  /** Applying an update sends an approved item back to pending: the restaurant approved other figures. */
  | { change: 'update'; itemId: string; figures: Figures }
  | { change: 'withdraw'; itemId: string };

const open = (item: StoredItem) => item.status === 'pending' || item.status === 'approved';
const sum = (items: StoredItem[], pick: (item: StoredItem) => number) => items.reduce((total, item) => total + pick(item), 0);

/** The changes that make `stored` (one booking's items) add up to `computed`. */
export function reconcileBooking(computed: ComputedItem, stored: readonly StoredItem[]): LedgerChange[] {
  if (stored.some((item) => item.status === 'rejected')) return [];
  const paid = stored.filter((item) => item.status === 'paid');
  const pendingItem = stored.find(open);
  const target = computed.earns
    ? { amount: computed.amount, platformFee: computed.platformFee, currency: computed.currency, scheduleId: computed.scheduleId, covers: computed.covers, creatorId: computed.creatorId }
    : null;
  const settledAmount = sum(paid, (item) => item.amount);
  const settledFee = sum(paid, (item) => item.platformFee);
  const creatorId = target?.creatorId ?? paid[0]?.creatorId ?? pendingItem?.creatorId;
  const currency = target?.currency ?? paid[0]?.currency ?? pendingItem?.currency;
  if (creatorId === undefined || currency === undefined) return [];
  const figures: Figures = {
    creatorId,
    amount: (target?.amount ?? 0) - settledAmount,
    platformFee: (target?.platformFee ?? 0) - settledFee,
    currency,
    scheduleId: target?.scheduleId ?? null,
    covers: target?.covers ?? 0,
  };
  if (figures.amount === 0 && figures.platformFee === 0) return pendingItem ? [{ change: 'withdraw', itemId: pendingItem.id }] : [];
  if (pendingItem) return sameFigures(pendingItem, figures) ? [] : [{ change: 'update', itemId: pendingItem.id, figures }];
  const kind: CommissionItemKind = paid.length === 0 ? 'commission' : figures.amount < 0 ? 'reversal' : 'adjustment';
  return [{ change: 'capture', bookingId: computed.bookingId, kind, figures }];
}

function sameFigures(item: StoredItem, figures: Figures): boolean {
  return (
    item.creatorId === figures.creatorId &&
    item.amount === figures.amount &&
    item.platformFee === figures.platformFee &&
    item.currency === figures.currency &&
    item.scheduleId === figures.scheduleId &&
    item.covers === figures.covers
  );
}
