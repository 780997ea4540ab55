import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchOverrideAudit } from '../../../api/admin-overrides';
import { useErrorText } from '../../../front-of-house/use-front-of-house';
import { QueryListState } from '../../../ui/QueryListState';
import { Pager } from '../../../ui/Pager';

/** Spec §6: every request made under an override — who, for whom, why, what and its outcome — newest first. */
export function OverrideAuditSection() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [page, setPage] = useState(0);
  const audit = useQuery({ queryKey: ['admin', 'overrides', 'audit', page], queryFn: () => fetchOverrideAudit(page) });
  return (
    <section className="card" aria-labelledby="override-audit">
      <h2 id="override-audit">
        <FormattedMessage id="admin.audit.title" />
      </h2>
      <QueryListState query={audit} errorText={errorText} empty={<FormattedMessage id="admin.audit.none" />}>
        {(items) => (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="admin.audit.time" /></th>
                <th scope="col"><FormattedMessage id="admin.audit.admin" /></th>
                <th scope="col"><FormattedMessage id="admin.audit.target" /></th>
                <th scope="col"><FormattedMessage id="admin.override.reason" /></th>
                <th scope="col"><FormattedMessage id="admin.audit.request" /></th>
                <th scope="col"><FormattedMessage id="admin.audit.status" /></th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item._id}>
                  <td>{intl.formatDate(Date.parse(item.time), { dateStyle: 'short', timeStyle: 'medium' })}</td>
                  <td>{item.adminName ?? item.adminId}</td>
                  <td>{[item.targetUserId, item.restaurantId].filter(Boolean).join(' · ')}</td>
                  <td>{item.reason}</td>
                  <td>
                    <code>
                      {item.method} {item.path}
                    </code>
                  </td>
                  <td>{item.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryListState>
      <Pager page={page} total={audit.data?.total ?? 0} pageSize={audit.data?.pageSize ?? 50} onPage={setPage} labelId="admin.audit.pages" />
    </section>
  );
}
