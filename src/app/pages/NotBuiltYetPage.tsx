import { FormattedMessage, useIntl } from 'react-intl';
import { routeName } from '../../shell/route-name';
import type { PageProps } from '../../shell/page-props';

/** A screen a later issue builds: its route, guard and title exist already. */
export default function NotBuiltYetPage({ routeId }: PageProps) {
  const intl = useIntl();
  const name = routeName(intl, routeId);
  return (
    <div className="page page--narrow">
      <h1>{name}</h1>
      <p className="notice">
        <FormattedMessage id="page.notBuilt" values={{ name }} />
      </p>
    </div>
  );
}
