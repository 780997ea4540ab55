// Settings › affiliates (docs/decisions/014-affiliates.md; the owner's ManageRoles): whether the restaurant is in the
// creator programme, the commission schedule form (a change adds a row, never edits one) and the schedule's history.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { affiliateQueries, setMembership, useAffiliateChange } from '../../api/affiliates';
import { queries } from '../../api/queries';
import { useFailureText } from '../../i18n/use-failure-text';
import { FormMessage } from '../../ui/FormMessage';
import { Message } from '../../ui/Message';
import { QueryListState } from '../../ui/QueryListState';
import { CommissionScheduleForm } from './CommissionScheduleForm';
import { CommissionScheduleHistory } from './CommissionScheduleHistory';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { Section } from '../../ui/Section';


export function AffiliateSettings() {
  const errorText = useFailureText();
  const schedules = useQuery(affiliateQueries.schedules());
  return (
    <div className="page">
      <Message as="h1" id="settings.page.affiliates" />
      <Membership />
      <QueryListState query={schedules} errorText={errorText}>
        {(items) => (
          <>
            <CommissionScheduleForm schedules={items} />
            <CommissionScheduleHistory schedules={items} />
          </>
        )}
      </QueryListState>
    </div>
  );
}

function Membership() {
  const errorText = useFailureText();
  const metadata = useQuery(queries.metadata());
  const change = useAffiliateChange(setMembership);
  const [failure, setFailure] = useState<string | null>(null);
  const joined = metadata.data?.affiliateProgram;
  const send = (next: boolean) => {
    setFailure(null);
    change.mutate(next, { onError: (error) => setFailure(errorText(error)) });
  };
  return (
    <Section id="affiliates-membership" titleId="affiliates.membership.title">
      {joined === undefined ? null : (
        <>
          <p role="status">
            <FormattedMessage id={joined ? 'affiliates.membership.joined' : 'affiliates.membership.notJoined'} />
          </p>
          {joined ? (
            <ConfirmButton
              words={{ label: 'affiliates.membership.leave', title: 'affiliates.membership.leaveTitle', text: 'affiliates.membership.leaveText', confirm: 'affiliates.membership.leaveConfirm', cancel: 'affiliates.cancel' }}
              plain
              disabled={change.isPending}
              onConfirm={() => send(false)}
            />
          ) : (
            <button type="button" className="button button--primary" disabled={change.isPending} onClick={() => send(true)}>
              <FormattedMessage id="affiliates.membership.join" />
            </button>
          )}
        </>
      )}
      <FormMessage text={failure} />
    </Section>
  );
}
