// The demo's vouchers (docs/decisions/012-vouchers.md): the trattoria sells gift cards (settings, one experience), and
// holds vouchers in every state with their ledgers, the trigger adding each ledger row to the balance as in real use.
// WELC-3ME2-DEMA-2345 is the one to try: bought online two months ago for 100 €, 20 € of it spent at a dinner
// since, 80 € left (the README's demo section names it). The other codes are drawn from their names, the same on
// every seed.
import { createHash } from 'node:crypto';
import type { VoucherSettings } from '../../core/schemas/vouchers';
import { localDateOf } from '../../core/time';
import { voucherCodeOf } from '../../core/vouchers/code';
import { voucherExpiry } from '../../core/vouchers/expiry';
import type { Transaction } from '../platform/db/connection';
import { voucherLedger, vouchers, voucherSettings, type reservations } from '../platform/db/schema';

export const demoVoucherCode = 'WELC3ME2DEMA2345';

const day = 86_400_000;
const euros = (n: number) => n * 100;

export const demoVoucherSettings: VoucherSettings = {
  enabled: true,
  currency: 'EUR',
  presets: [25, 50, 100, 150].map(euros),
  minAmount: euros(10),
  maxAmount: euros(500),
  reviewAbove: euros(300),
  validityYears: 3,
  experiences: [
    {
      id: 'tasting-for-two',
      title: { de: 'Degustationsmenü für zwei', en: 'Tasting menu for two', es: 'Menú degustación para dos' },
      value: euros(189),
      specialId: 'tasting-menu',
    },
  ],
  terms: {
    de: 'Einlösbar für Speisen und Getränke in der Trattoria Demo, auch in Teilbeträgen. Keine Barauszahlung. Gültig bis zum Ende des dritten Jahres nach dem Kauf.',
    en: 'Redeemable for food and drink at Trattoria Demo, in part or in full. Not exchangeable for cash. Valid until the end of the third year after purchase.',
    es: 'Canjeable por comida y bebida en Trattoria Demo, total o parcialmente. No canjeable por dinero. Válido hasta el final del tercer año después de la compra.',
  },
};

type HistoryRow = typeof reservations.$inferInsert;
type LedgerSeed = { kind: 'purchase' | 'redemption' | 'adjustment' | 'void'; amount: number; daysAgo: number; actorId?: string; reservationId?: string | null; reason?: string };
interface VoucherSeed {
  key: string;
  code?: string;
  kind?: 'amount' | 'experience';
  value: number;
  status: 'active' | 'redeemed' | 'expired' | 'void' | 'pendingPayment';
  boughtDaysAgo: number;
  source: 'online' | 'staff';
  buyer?: [name: string, email: string];
  recipient: [name: string, email: string | null];
  message?: string;
  language: 'de' | 'en' | 'es';
  paymentProvider?: 'stripe' | 'atRestaurant';
  ledger: LedgerSeed[];
}

/** A seated primary booking of the demo's past that began between `from` and `to` days ago, for a redemption. */
function pastVisit(history: readonly HistoryRow[], now: Date, from: number, to: number): string | null {
  const visit = history.find((row) => {
    const daysAgo = (now.getTime() - (row.startTime as Date).getTime()) / day;
    return row.checkedIn && !row.deletedAt && !row.linkedReservationId && daysAgo <= from && daysAgo >= to;
  });
  return visit?.id ?? null;
}

const drawnCode = (key: string) => voucherCodeOf(createHash('sha256').update(`covers-demo-voucher-${key}`).digest());

function seeds(history: readonly HistoryRow[], now: Date): VoucherSeed[] {
  return [
    { key: 'welcome', code: demoVoucherCode, value: euros(100), status: 'active', boughtDaysAgo: 61, source: 'online', buyer: ['Katrin Vogel', 'katrin.vogel@example.test'],
      recipient: ['Lena Schmidt', 'lena.schmidt@example.test'], message: 'Alles Gute zum Geburtstag, Lena!', language: 'de', paymentProvider: 'stripe',
      ledger: [{ kind: 'purchase', amount: euros(100), daysAgo: 61 }, { kind: 'redemption', amount: -euros(20), daysAgo: 30, actorId: 'demo-host', reservationId: pastVisit(history, now, 35, 25) }] },
    { key: 'untouched', value: euros(50), status: 'active', boughtDaysAgo: 20, source: 'online', buyer: ['Paolo Romano', 'paolo.romano@example.test'],
      recipient: ['Giulia Rossi', 'giulia.rossi@example.test'], message: 'Buon appetito!', language: 'en', paymentProvider: 'stripe',
      ledger: [{ kind: 'purchase', amount: euros(50), daysAgo: 20 }] },
    { key: 'used-up', value: euros(25), status: 'redeemed', boughtDaysAgo: 110, source: 'online', buyer: ['Elena Navarro', 'elena.navarro@example.test'],
      recipient: ['Mateo Ruiz', 'mateo.ruiz@example.test'], language: 'es', paymentProvider: 'stripe',
      ledger: [{ kind: 'purchase', amount: euros(25), daysAgo: 110 }, { kind: 'redemption', amount: -euros(25), daysAgo: 95, actorId: 'demo-host', reservationId: pastVisit(history, now, 100, 90) }] },
    { key: 'pending', value: euros(75), status: 'pendingPayment', boughtDaysAgo: 2, source: 'online', buyer: ['Felix Kraus', 'felix.kraus@example.test'],
      recipient: ['Hanna Kraus', null], message: 'Für unseren Jahrestag', language: 'de', paymentProvider: 'atRestaurant', ledger: [] },
    { key: 'complaint', value: euros(30), status: 'active', boughtDaysAgo: 12, source: 'staff', recipient: ['Tom Becker', 'tom.becker@example.test'], language: 'de',
      ledger: [{ kind: 'purchase', amount: euros(30), daysAgo: 12, actorId: 'demo-owner', reason: 'Complaint: a long wait for the main course' }] },
    { key: 'expired', value: euros(60), status: 'expired', boughtDaysAgo: 4 * 365 + 60, source: 'online', buyer: ['Oskar Seidel', 'oskar.seidel@example.test'],
      recipient: ['Frieda Seidel', 'frieda.seidel@example.test'], language: 'de', paymentProvider: 'stripe',
      ledger: [{ kind: 'purchase', amount: euros(60), daysAgo: 4 * 365 + 60 }, { kind: 'redemption', amount: -euros(20), daysAgo: 4 * 365, actorId: 'demo-host' }] },
    { key: 'void', value: euros(50), status: 'void', boughtDaysAgo: 40, source: 'online', buyer: ['Hugo Haas', 'hugo.haas@example.test'],
      recipient: ['Ida Haas', 'ida.haas@example.test'], language: 'en', paymentProvider: 'stripe',
      ledger: [{ kind: 'purchase', amount: euros(50), daysAgo: 40 }, { kind: 'void', amount: -euros(50), daysAgo: 38, actorId: 'demo-owner', reason: 'The card payment was disputed' }] },
    { key: 'tasting', kind: 'experience', value: euros(189), status: 'active', boughtDaysAgo: 9, source: 'online', buyer: ['Clara Winter', 'clara.winter@example.test'],
      recipient: ['Emil Winter', 'emil.winter@example.test'], message: 'Ein Abend für euch zwei', language: 'de', paymentProvider: 'stripe',
      ledger: [{ kind: 'purchase', amount: euros(189), daysAgo: 9 }] },
  ];
}

/** The demo restaurant's voucher settings and vouchers; `history` is the seeded past, whose visits redemptions name. */
export async function seedDemoVouchers(tx: Transaction, restaurantId: string, now: Date, zone: string, history: readonly HistoryRow[]): Promise<void> {
  await tx.insert(voucherSettings).values({ restaurantId, ...demoVoucherSettings });
  const tasting = demoVoucherSettings.experiences[0];
  for (const seed of seeds(history, now)) {
    const bought = new Date(now.getTime() - seed.boughtDaysAgo * day);
    const [row] = await tx
      .insert(vouchers)
      .values({
        restaurantId,
        code: seed.code ?? drawnCode(seed.key),
        kind: seed.kind ?? 'amount',
        title: seed.kind === 'experience' ? (tasting?.title ?? null) : null,
        specialId: seed.kind === 'experience' ? (tasting?.specialId ?? null) : null,
        initialValue: seed.value,
        currency: 'EUR',
        status: seed.status,
        buyerName: seed.buyer?.[0] ?? null,
        buyerEmail: seed.buyer?.[1] ?? null,
        recipientName: seed.recipient[0],
        recipientEmail: seed.recipient[1],
        message: seed.message ?? null,
        language: seed.language,
        deliveredAt: seed.status === 'pendingPayment' ? null : bought,
        issuedAt: seed.status === 'pendingPayment' ? null : bought,
        expiresAt: voucherExpiry(localDateOf(bought, zone), demoVoucherSettings.validityYears, zone),
        source: seed.source,
        paymentProvider: seed.paymentProvider ?? null,
        createdBy: seed.source === 'staff' ? 'demo-owner' : null,
        createdAt: bought,
      })
      .returning({ id: vouchers.id });
    if (!row) throw new Error(`The demo voucher ${seed.key} was not written`);
    // One row at a time: the trigger moves the balance by each, and the balance's check sees every step.
    for (const entry of seed.ledger) {
      await tx.insert(voucherLedger).values({
        restaurantId,
        voucherId: row.id,
        kind: entry.kind,
        amount: entry.amount,
        at: new Date(now.getTime() - entry.daysAgo * day),
        actorId: entry.actorId ?? null,
        reservationId: entry.reservationId ?? null,
        reason: entry.reason ?? null,
        providerRef: entry.kind === 'purchase' && seed.paymentProvider === 'stripe' ? `pi_demo_${seed.key}` : null,
      });
    }
  }
}
