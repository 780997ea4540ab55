// The staff's vouchers (docs/decisions/012-vouchers.md): the list with its liability and what expires soon, one
// voucher with its ledger, and issuing one by hand (a complaint, a prize). Changes of an existing voucher:
// ./voucher-changes.ts; the settings: ./settings-service.ts; the guests' reads: ./public-service.ts.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { Voucher, VoucherIssue, VoucherList, VoucherListQuery, VoucherWithLedger } from '../../../core/schemas/vouchers';
import type { StaffRefusal } from '../../../core/staff-refusal';
import { localDateOf } from '../../../core/time';
import { voucherCodeOf } from '../../../core/vouchers/code';
import { voucherExpiry } from '../../../core/vouchers/expiry';
import type { Database, Queryable } from '../../platform/db/connection';
import { restaurantRules } from '../booking';
import { specialRows } from '../settings';
import { isCodeTaken } from './constraints';
import { legalFloorOf, refuseExpiryBefore } from './expiry-rules';
import { voucherSettingsOf } from './repository/settings';
import { expireDueVouchers, expiringBetween, liabilityOf, voucherPage } from './repository/voucher-list';
import { appendLedger, findVoucher, insertVoucher, ledgerDto, ledgerOf, voucherDto } from './repository/voucher-rows';

/** Spec: the staff screen shows what expires in the next 90 days. */
const expiringSoonDays = 90;
const codeAttempts = 5;

export interface VoucherDeps {
  db: Database;
  now?: () => Date;
}

/** The voucher with its ledger, after marking the restaurant's due vouchers expired; 404 when it is not the restaurant's. */
export async function voucherWithLedger(db: Queryable, restaurantId: string, id: string, now: Date): Promise<VoucherWithLedger> {
  await expireDueVouchers(db, restaurantId, now);
  const row = await findVoucher(db, restaurantId, id);
  if (!row) throw new AppError('not_found', `No voucher ${id}`);
  return { ...voucherDto(row), ledger: (await ledgerOf(db, restaurantId, id)).map(ledgerDto) };
}

/** 400 for a special the restaurant does not have. */
export async function refuseUnknownSpecial(db: Queryable, restaurantId: string, specialId: string | null | undefined): Promise<void> {
  if (!specialId) return;
  const specials = await specialRows(db, restaurantId);
  if (specials.some((special) => special.id === specialId)) return;
  const params = { reason: 'voucherUnknownSpecial', special: specialId } satisfies StaffRefusal;
  throw new AppError('invalid_request', `No special ${specialId}`, { params });
}

export function vouchersService({ db, now = () => new Date() }: VoucherDeps) {
  async function list(restaurantId: string, query: VoucherListQuery): Promise<VoucherList> {
    const at = now();
    await expireDueVouchers(db, restaurantId, at);
    const until = new Date(at.getTime() + expiringSoonDays * 86_400_000);
    const [page, liability, expiringSoon] = await Promise.all([
      voucherPage(db, restaurantId, query),
      liabilityOf(db, restaurantId),
      expiringBetween(db, restaurantId, at, until),
    ]);
    return { items: page.rows.map(voucherDto), total: page.total, page: query.page, pageSize: query.pageSize, liability, expiringSoon };
  }

  /** What the issue would be, or the refusal: the restaurant's currency, an experience's name, a known special, a lawful expiry. */
  async function issueTerms(restaurantId: string, body: VoucherIssue, at: Date) {
    const [{ timeZone }, settings] = await Promise.all([restaurantRules(db, restaurantId), voucherSettingsOf(db, restaurantId)]);
    if (body.currency !== settings.currency) {
      const params = { reason: 'voucherCurrency', currency: settings.currency } satisfies StaffRefusal;
      throw new AppError('invalid_request', `Vouchers of this restaurant are in ${settings.currency}`, { params });
    }
    if (body.kind === 'experience' && !Object.values(body.title ?? {}).some((text) => text.trim() !== '')) {
      const params = { reason: 'voucherExperienceTitle' } satisfies StaffRefusal;
      throw new AppError('invalid_request', 'An experience voucher needs a name', { params });
    }
    await refuseUnknownSpecial(db, restaurantId, body.specialId);
    const issueDate = localDateOf(at, timeZone);
    if (body.expiresAt === undefined) return voucherExpiry(issueDate, settings.validityYears, timeZone);
    const expiresAt = new Date(body.expiresAt);
    refuseExpiryBefore(expiresAt, legalFloorOf(issueDate, timeZone), timeZone);
    return expiresAt;
  }

  /**
   * Issues a voucher by hand, active at once. Its value comes in as a `purchase` row of the initial value by the staff
   * member, with their reason: the ledger then reads the same for every voucher (its first row brings its value), and
   * an adjustment stays what it says, a correction of a value already there.
   */
  async function issue(restaurantId: string, actorId: string, body: VoucherIssue): Promise<Voucher> {
    const at = now();
    const expiresAt = await issueTerms(restaurantId, body, at);
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const row = await insertVoucher(tx, {
            restaurantId,
            code: voucherCodeOf(randomBytes(16)),
            kind: body.kind,
            title: body.title ?? null,
            specialId: body.specialId ?? null,
            initialValue: body.initialValue,
            currency: body.currency,
            status: 'active',
            recipientName: body.recipient.name,
            recipientEmail: body.recipient.email ?? null,
            message: body.message || null,
            language: body.language ?? null,
            issuedAt: at,
            expiresAt,
            source: 'staff',
            createdBy: actorId,
            createdAt: at,
            updatedAt: at,
          });
          await appendLedger(tx, row, { kind: 'purchase', amount: body.initialValue, at, actorId, reason: body.reason || null });
          const issued = await findVoucher(tx, restaurantId, row.id);
          if (!issued) throw new Error('The issued voucher vanished');
          return voucherDto(issued);
        });
      } catch (error) {
        // 80 random bits meet an existing code about never; should they, draw again.
        if (attempt < codeAttempts && isCodeTaken(error)) continue;
        throw error;
      }
    }
  }

  return { list, get: (restaurantId: string, id: string) => voucherWithLedger(db, restaurantId, id, now()), issue };
}
