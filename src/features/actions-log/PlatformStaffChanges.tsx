import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchPlatformStaffChanges } from '../../api/admin-overrides';
import { timeOf } from '../../front-of-house/reservation-facts';
import { useErrorText, useTimeZone } from '../../front-of-house/use-front-of-house';
import { QueryListState } from '../../ui/QueryListState';
import { Pager, pageCount } from '../../ui/Pager';

/**
 * Spec §6: what platform staff changed on this restaurant while acting for it (every request that could change
 * something, with its outcome), named apart from the restaurant's own staff, with the reason they gave.
 */
export function PlatformStaffChanges() {
  const intl = useIntl();
  const errorText = useErrorText();
  const timeZone = useTimeZone();
  const [page, setPage] = useState(0);
  const changes = useQuery({ queryKey: ['actionsLog', 'platform-staff', page], queryFn: () => fetchPlatformStaffChanges(page) });
  const pages = changes.data ? pageCount(changes.data.total, changes.data.pageSize) : 1;
  return (
    <section aria-labelledby="platform-staff-changes">
      <h2 id="platform-staff-changes">
        <FormattedMessage id="reservations.log.platformTitle" />
      </h2>
      <QueryListState query={changes} errorText={errorText} empty={<FormattedMessage id="reservations.log.platformNone" />}>
        {(items) => (
          <ol className="foh-rows">
            {items.map((item) => (
              <li key={item._id} className="foh-rows__item">
                <div className="foh-rows__main">
                  <span className="foh-rows__title">
                    <FormattedMessage id="reservations.log.platformStaff" values={{ name: item.adminName ?? item.adminId, reason: item.reason }} />
                  </span>
                  <span className="foh-rows__text">
                    {intl.formatDate(Date.parse(item.time), { timeZone, day: '2-digit', month: '2-digit', year: '2-digit' })} {timeOf(item.time, timeZone)} ·{' '}
                    <code>
                      {item.method} {item.path}
                    </code>{' '}
                    · {item.status}
                  </span>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryListState>
      <Pager page={page} pages={pages} onPage={setPage} labelId="reservations.log.platformPages" previousId="reservations.log.newer" nextId="reservations.log.older" />
    </section>
  );
}
