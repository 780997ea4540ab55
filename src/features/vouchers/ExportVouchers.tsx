import { useIntl } from 'react-intl';
import type { VoucherStatus } from '../../../core/schemas/vouchers';
import { fetchVouchers } from '../../api/vouchers';
import { CsvExportButton } from '../../ui/CsvExportButton';
import { allPages, vouchersCsv } from './voucher-csv';
import { useVoucherWords } from './voucher-words';

/** The server's largest page: the export reads the filtered list in as few calls as it can. */
const exportPageSize = 200;

/** The filtered list, all its pages, as a CSV file. */
export function ExportVouchers({ q, status }: { q: string; status: VoucherStatus | undefined }) {
  const intl = useIntl();
  const words = useVoucherWords();
  async function build() {
    const vouchers = await allPages((page) => fetchVouchers({ q: q || undefined, status, page, pageSize: exportPageSize }));
    const text = vouchersCsv(vouchers, (column) => intl.formatMessage({ id: `vouchers.csv.${column}` }), (voucher) => words.status(voucher.status));
    return { fileName: `vouchers-${new Date().toISOString().slice(0, 10)}.csv`, text };
  }
  return (
    <div className="row">
      <CsvExportButton labelId="vouchers.export" build={build} />
    </div>
  );
}
