import { FormattedMessage, useIntl } from 'react-intl';

/** Previous and next page of a list paged by page number (spec §9), with where the reader is (shared by the lists). */
export function Pager({ page, total, pageSize, onPage, labelId }: { page: number; total: number; pageSize: number; onPage(page: number): void; labelId: string }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="foh-pager row row--between" aria-label={intl.formatMessage({ id: labelId })}>
      <button type="button" className="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="admin.pager.previous" />
      </button>
      <span>
        <FormattedMessage id="reservations.log.page" values={{ page: page + 1, pages }} />
      </span>
      <button type="button" className="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="admin.pager.next" />
      </button>
    </nav>
  );
}
