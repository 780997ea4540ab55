import { FormattedMessage, useIntl } from 'react-intl';

/** Previous and next page of a list paged by page number (spec §9), with "page n of m" announced as it changes. */
export function Pager({ page, total, pageSize, labelId, onPage }: { page: number; total: number; pageSize: number; labelId: string; onPage(page: number): void }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="row" aria-label={intl.formatMessage({ id: labelId })}>
      <button type="button" className="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="trash.page.previous" />
      </button>
      <span aria-live="polite">
        <FormattedMessage id="trash.page.of" values={{ page: page + 1, pages }} />
      </span>
      <button type="button" className="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="trash.page.next" />
      </button>
    </nav>
  );
}
