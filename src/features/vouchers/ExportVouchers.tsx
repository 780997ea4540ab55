import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VoucherStatus } from '../../../core/schemas/vouchers';
import { fetchVouchers } from '../../api/vouchers';
import { useFailureText } from '../../i18n/use-failure-text';
import { downloadCsv } from '../../ui/csv-file';
import { FormMessage } from '../../ui/FormMessage';
import { allPages, vouchersCsv } from './voucher-csv';
import { useVoucherWords } from './voucher-words';

/** The server's largest page: the export reads the filtered list in as few calls as it can. */
const exportPageSize = 200;

/** The filtered list, all its pages, as a CSV file. */
export function ExportVouchers({ q, status }: { q: string; status: VoucherStatus | undefined }) {
  const intl = useIntl();
  const words = useVoucherWords();
  const errorText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function exportList() {
    setBusy(true);
    setFailure(null);
    try {
      const vouchers = await allPages((page) => fetchVouchers({ q: q || undefined, status, page, pageSize: exportPageSize }));
      const text = vouchersCsv(vouchers, (column) => intl.formatMessage({ id: `vouchers.csv.${column}` }), (voucher) => words.status(voucher.status));
      downloadCsv(`vouchers-${new Date().toISOString().slice(0, 10)}.csv`, text);
    } catch (error) {
      setFailure(errorText(error));
    }
    setBusy(false);
  }
  return (
    <div className="row">
      <button type="button" className="button" disabled={busy} onClick={() => void exportList()}>
        <FormattedMessage id="vouchers.export" />
      </button>
      <FormMessage text={failure} />
    </div>
  );
}
