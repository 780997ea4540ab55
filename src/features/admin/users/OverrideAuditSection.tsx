import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { OverrideAuditItem } from '../../../../core/schemas/overrides';
import { fetchOverrideAudit } from '../../../api/admin-overrides';
import { useErrorText } from '../../../front-of-house/use-front-of-house';
import { Pager, pageCount } from '../../../ui/Pager';
import type { Column } from '../../../ui/DataTable';
import { QueryTable } from '../../../ui/QueryTable';
import { Section } from '../../../ui/Section';

/** Spec §6: every request made under an override — who, for whom, why, what and its outcome — newest first. */
const auditColumns = (intl: IntlShape): readonly Column<OverrideAuditItem>[] => [
  { headId: 'admin.audit.time', cell: (item) => intl.formatDate(Date.parse(item.time), { dateStyle: 'short', timeStyle: 'medium' }) },
  { headId: 'admin.audit.admin', cell: (item) => item.adminName ?? item.adminId },
  { headId: 'admin.audit.target', cell: (item) => [item.targetUserId, item.restaurantId].filter(Boolean).join(' · ') },
  { headId: 'admin.override.reason', cell: (item) => item.reason },
  {
    headId: 'admin.audit.request',
    cell: (item) => (
      <code>
        {item.method} {item.path}
      </code>
    ),
  },
  { headId: 'admin.audit.status', cell: (item) => item.status },
];

export function OverrideAuditSection() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [page, setPage] = useState(0);
  const audit = useQuery({ queryKey: ['admin', 'overrides', 'audit', page], queryFn: () => fetchOverrideAudit(page) });
  return (
    <Section id="override-audit" titleId="admin.audit.title">
      <QueryTable query={audit} errorText={errorText} empty={<FormattedMessage id="admin.audit.none" />} caption={intl.formatMessage({ id: 'admin.audit.title' })} captionHidden columns={auditColumns(intl)} rowKey={(item) => item._id} />
      <Pager page={page} pages={pageCount(audit.data?.total ?? 0, audit.data?.pageSize ?? 50)} onPage={setPage} labelId="admin.audit.pages" />
    </Section>
  );
}
