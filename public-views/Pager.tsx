import { FormattedMessage, useIntl } from 'react-intl';
import { hubPagePath } from '../core/public-pages/public-pages';

/** The pages of a hub by number (spec §2 all hub), with the previous and the next; nothing when there is one. */
export function Pager({ collection, page, pageCount }: { collection: string; page: number; pageCount: number }) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'publicPages.pager.label' })}>
      {page > 1 ? (
        <a className="button pager__step" href={hubPagePath(collection, page - 1)} rel="prev">
          <FormattedMessage id="publicPages.pager.previous" />
        </a>
      ) : null}
      <ol className="pager__pages">
        {numbers.map((number) => (
          <li key={number}>
            <a
              className={`pager__page${number === page ? ' pager__page--current' : ''}`}
              href={hubPagePath(collection, number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'publicPages.pager.page' }, { page: number })}
            >
              {number}
            </a>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <a className="button pager__step" href={hubPagePath(collection, page + 1)} rel="next">
          <FormattedMessage id="publicPages.pager.next" />
        </a>
      ) : null}
    </nav>
  );
}
