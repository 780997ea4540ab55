import { useLayoutEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { releasePrerender } from '../../shell/prerender';

/** Spec §2: 404 shows 'Page Not Found'; any other error 'Internal Server Error'. */
export function ErrorPage({ notFound, path }: { notFound: boolean; /** The address that was not found, shown to people. */ path?: string }) {
  // In place of the booking home's welcome, when that is where the error came up.
  useLayoutEffect(releasePrerender, []);
  return (
    <div className="page page--narrow error-page">
      <h1>{notFound ? <FormattedMessage id="error.notFound" /> : <FormattedMessage id="error.internal" />}</h1>
      {notFound && path ? (
        <p className="error-page__detail">
          <FormattedMessage id="error.notFound.path" values={{ path }} />
        </p>
      ) : null}
      <p>
        <a className="button" href="/">
          <FormattedMessage id="error.home" />
        </a>
      </p>
    </div>
  );
}
