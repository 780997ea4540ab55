// The vouchers screen's state lives in its address, so a reload, the back button and a shared link show the same
// thing: the search (q), the status filter, the page, the open voucher (?voucher=<id>, or "new" for the issue
// form) and the tab (?tab=settings).
import { useSearchParams } from 'wouter';
import { voucherStatuses, type VoucherStatus } from '../../../core/schemas/vouchers';

export const vouchersPageSize = 50;

export interface VoucherParams {
  q: string;
  status: VoucherStatus | undefined;
  page: number;
  voucher: string | null;
  tab: 'list' | 'settings';
}

export function voucherParamsOf(search: URLSearchParams): VoucherParams {
  const status = search.get('status');
  const page = Number(search.get('page') ?? '0');
  return {
    q: search.get('q') ?? '',
    status: (voucherStatuses as readonly string[]).includes(status ?? '') ? (status as VoucherStatus) : undefined,
    page: Number.isInteger(page) && page >= 0 ? page : 0,
    voucher: search.get('voucher'),
    tab: search.get('tab') === 'settings' ? 'settings' : 'list',
  };
}

export function useVoucherParams() {
  const [search, setSearch] = useSearchParams();
  const params = voucherParamsOf(search);
  /** Changes some of the state; a new search or filter starts again at the first page. */
  const change = (next: Partial<Record<keyof VoucherParams, string | number | null | undefined>>, options: { replace?: boolean } = {}) => {
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if ('q' in next || 'status' in next) updated.delete('page');
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === null || value === '' || (key === 'page' && value === 0) || (key === 'tab' && value === 'list')) updated.delete(key);
          else updated.set(key, String(value));
        }
        return updated;
      },
      { replace: options.replace ?? false },
    );
  };
  return { params, change };
}
