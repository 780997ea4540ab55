// The staff's vouchers screen (/r/{id}/vouchers, ReadReservations and ManageReservations; decision 012): what the
// restaurant owes and what expires soon, the list with search, filter, pages and CSV export, a voucher's detail with
// its ledger and actions, and issuing one by hand. The voucher settings are a second tab of this screen rather than a
// settings page: they belong with the vouchers they shape, and the settings route's pages are a fixed list of the spec
// (core/routes/route-table.ts settingsPages); saving them needs ManageSettings, which the server checks.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLinks } from '../../front-of-house/use-links';
import type { PageProps } from '../../shell/page-props';
import { Message } from '../../ui/Message';
import { TwoPane } from '../../ui/TwoPane';
import { IssueVoucherForm } from './IssueVoucherForm';
import { VoucherDetail } from './VoucherDetail';
import { VoucherListSection } from './VoucherListSection';
import { VoucherSettingsForm } from './VoucherSettingsForm';
import { useVoucherParams } from './use-voucher-params';
import './vouchers.css';

export default function VouchersPage(_props: PageProps) {
  const { params, change } = useVoucherParams();
  const link = useLinks();
  const intl = useIntl();
  const settings = params.tab === 'settings';
  const header = (
    <>
      <div className="row row--between">
        <Message as="h1" id="route.Vouchers" />
        {settings ? null : (
          <button type="button" className="button button--primary" onClick={() => change({ voucher: 'new' })}>
            <FormattedMessage id="vouchers.issue.open" />
          </button>
        )}
      </div>
      <nav className="tabs" aria-label={intl.formatMessage({ id: 'vouchers.tab.label' })}>
        <Link className="tab vouchers__tab" href={link('Vouchers')} aria-current={settings ? undefined : 'page'}>
          <FormattedMessage id="vouchers.tab.list" />
        </Link>
        <Link className="tab vouchers__tab" href={link('Vouchers', {}, { tab: 'settings' })} aria-current={settings ? 'page' : undefined}>
          <FormattedMessage id="vouchers.tab.settings" />
        </Link>
      </nav>
    </>
  );
  if (settings) {
    return (
      <div className="page vouchers">
        {header}
        <VoucherSettingsForm />
      </div>
    );
  }
  const detail =
    params.voucher === 'new' ? (
      <IssueVoucherForm onIssued={(id) => change({ voucher: id }, { replace: true })} onCancel={() => change({ voucher: null })} />
    ) : params.voucher ? (
      <VoucherDetail key={params.voucher} id={params.voucher} onClose={() => change({ voucher: null })} />
    ) : (
      <Message className="page vouchers__hint" id="vouchers.chooseOne" />
    );
  return (
    <TwoPane
      showDetail={params.voucher !== null}
      list={
        <div className="page vouchers">
          {header}
          <VoucherListSection params={params} change={change} />
        </div>
      }
      detail={detail}
    />
  );
}
