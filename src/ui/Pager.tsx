import { FormattedMessage, useIntl } from 'react-intl';

/** How many pages a list of `total` items in pages of `pageSize` has; one at least, so an empty list is page 1 of 1. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * Previous and next page of a list paged by page number (spec §9), with "page n of m" announced as it changes. Hidden
 * while there is one page only. A log may name its directions (newer, older) instead of previous and next.
 */
export function Pager({
  page,
  pages,
  onPage,
  labelId,
  previousId = 'pager.previous',
  nextId = 'pager.next',
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  labelId: string;
  previousId?: string;
  nextId?: string;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: labelId })}>
      <button type="button" className="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <FormattedMessage id={previousId} />
      </button>
      <span aria-live="polite">
        <FormattedMessage id="pager.position" values={{ page: page + 1, pages }} />
      </span>
      <button type="button" className="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id={nextId} />
      </button>
    </nav>
  );
}
