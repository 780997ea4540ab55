// The staff's voucher calls (docs/decisions/012-vouchers.md): the list with the liability, one voucher with its
// ledger, issuing, changing, adjusting, refunding, resending, and the restaurant's voucher settings. Answers are parsed
// with the contract's schemas (core/schemas/vouchers.ts); every change reloads what it touched. The guest's calls are
// ./gift-cards.ts (no zod, no query library on those pages).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  Voucher,
  VoucherList,
  VoucherSettings,
  VoucherWithLedger,
  type VoucherAdjustment,
  type VoucherIssue,
  type VoucherListQuery,
  type VoucherRefund,
  type VoucherUpdate,
} from '../../core/schemas/vouchers';
import { getJson } from './client';
import { queryKeys } from './query-keys';

const path = (id: string, rest = '') => `/vouchers/${encodeURIComponent(id)}${rest}`;

export const fetchVouchers = (query: VoucherListQuery) =>
  getJson('/vouchers', { query: { q: query.q, status: query.status, page: query.page, pageSize: query.pageSize }, schema: VoucherList });
export const fetchVoucher = (id: string) => getJson(path(id), { schema: VoucherWithLedger });
export const issueVoucher = (body: VoucherIssue) => getJson('/vouchers', { method: 'POST', body, schema: Voucher });
export const updateVoucher = (id: string, body: VoucherUpdate) => getJson(path(id), { method: 'PUT', body, schema: Voucher });
export const adjustVoucher = (id: string, body: VoucherAdjustment) => getJson(path(id, '/adjustments'), { method: 'POST', body, schema: z.unknown() });
export const refundVoucher = (id: string, body: VoucherRefund) => getJson(path(id, '/refunds'), { method: 'POST', body, schema: z.unknown() });
export const resendVoucherEmail = (id: string) => getJson(path(id, '/emails'), { method: 'POST', schema: z.unknown() });
export const fetchVoucherSettings = () => getJson('/vouchers/settings', { schema: VoucherSettings });
export const saveVoucherSettings = (body: VoucherSettings) => getJson('/vouchers/settings', { method: 'PUT', body, schema: VoucherSettings });

export const voucherQueries = {
  list: (query: VoucherListQuery) => queryOptions({ queryKey: queryKeys.voucherList(query), queryFn: () => fetchVouchers(query) }),
  one: (id: string) => queryOptions({ queryKey: queryKeys.voucher(id), queryFn: () => fetchVoucher(id) }),
  settings: () => queryOptions({ queryKey: queryKeys.voucherSettings(), queryFn: fetchVoucherSettings }),
};

/** A change of vouchers: afterwards every list, the liability and every open voucher reload. */
export function useVoucherChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vouchers() }),
  });
}

export function useSaveVoucherSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoucherSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.voucherSettings(), saved),
  });
}
