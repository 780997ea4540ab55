import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { userTypes } from '../../../../core/permissions';
import type { User } from '../../../../core/schemas/users';
import { deleteAdminUser, fetchAdminUsersPage } from '../../../api/admin-users';
import { useAuth } from '../../../auth/auth-context';
import { useErrorText } from '../../../front-of-house/use-front-of-house';
import type { PageProps } from '../../../shell/page-props';
import { Field } from '../../../ui/Field';
import { Message } from '../../../ui/Message';
import { QueryListState } from '../../../ui/QueryListState';
import { RestaurantOptions } from '../RestaurantOptions';
import { ActAsDialog } from './ActAsDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { OverrideAuditSection } from './OverrideAuditSection';
import { useActAsLink } from './use-act-as-link';
import { userLabel } from './user-label';
import { Pager, pageCount } from '../../../ui/Pager';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { SelectField } from '../../../ui/SelectField';
import { Section } from '../../../ui/Section';
import { usePage } from '../../../ui/use-page';

/**
 * Spec §2/§6 user list: every account, paged by page number (spec §9), found by email or name, type and restaurant;
 * invite a user to a restaurant's role, delete (to the trash), act as a user with a reason (spec §6 overrides), and
 * the audit of every override.
 */
export default function AdminUsersPage(_props: PageProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { me } = useAuth();
  const [params] = useSearchParams();
  const [text, setText] = useState('');
  const [type, setType] = useState('');
  const [restaurantId, setRestaurantId] = useState('');
  const { page, setPage, filtered } = usePage();
  const [inviting, setInviting] = useState(false);
  const act = useActAsLink(params.get('actAsUser'), params.get('actAsRestaurant'));
  const filter = { page, q: text.trim(), type, restaurantId };
  const users = useQuery({ queryKey: ['admin', 'users', 'page', filter], queryFn: () => fetchAdminUsersPage(filter), placeholderData: keepPreviousData });
  const remove = useMutation({ mutationFn: (user: User) => deleteAdminUser(user._id), onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }) });
  return (
    <div className="page">
      <Message as="h1" id="route.AdminUsers" />
      <Section id="user-search" titleId="admin.users.find" className="card form">
        <div className="row">
          <Field labelId="admin.users.search">
            <input type="search" value={text} onChange={(event) => filtered(setText)(event.target.value)} autoComplete="off" />
          </Field>
          <SelectField
            labelId="admin.users.type"
            none={intl.formatMessage({ id: 'admin.users.anyType' })}
            options={userTypes.map((name) => ({ value: name, label: intl.formatMessage({ id: `admin.users.type.${name}` }) }))}
            value={type}
            onValue={filtered(setType)}
          />
          <Field labelId="admin.users.restaurant">
            <select value={restaurantId} onChange={(event) => filtered(setRestaurantId)(event.target.value)}>
              <RestaurantOptions emptyId="admin.users.anyRestaurant" />
            </select>
          </Field>
          <button type="button" className="button" onClick={() => act.openFor(null)}>
            <FormattedMessage id="admin.actAs" />
          </button>
          <button type="button" className="button button--primary" onClick={() => setInviting(true)}>
            <FormattedMessage id="admin.users.invite" />
          </button>
        </div>
      </Section>
      {remove.isError ? (
        <p className="form__error" role="alert">
          {errorText(remove.error)}
        </p>
      ) : null}
      <QueryListState query={users} errorText={errorText} empty={<FormattedMessage id="admin.noMatch" />}>
        {(items) => (
          <ul className="table-list" aria-label={intl.formatMessage({ id: 'admin.users.list' })}>
            {items.map((user) => (
              <li key={user._id} className="table-list__row">
                <span>
                  {userLabel(user)} · {user.type ? intl.formatMessage({ id: `admin.users.type.${user.type}` }) : '—'}
                  {user.restaurantId ? <code> {user.restaurantId}</code> : null}
                </span>
                <span className="row">
                  {user.type !== 'Admin' ? (
                    <button type="button" className="button" onClick={() => act.openFor({ target: { kind: 'user', id: user._id }, label: userLabel(user), restaurantId: user.restaurantId })}>
                      <FormattedMessage id="admin.actAsUserNamed" values={{ name: userLabel(user) }} />
                    </button>
                  ) : null}
                  {user._id !== me?._id ? (
                    <ConfirmButton
                      words={{ label: 'admin.users.deleteNamed', title: 'admin.users.deleteTitle', text: 'admin.users.deleteText', confirm: 'admin.users.delete', cancel: 'admin.override.cancel' }}
                      values={{ name: userLabel(user) }}
                      busy={remove.isPending}
                      onConfirm={() => remove.mutate(user)}
                    />
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryListState>
      <Pager page={page} pages={pageCount(users.data?.total ?? 0, users.data?.pageSize ?? 50)} onPage={setPage} labelId="admin.users.pages" />
      <OverrideAuditSection />
      {inviting ? <InviteUserDialog onClose={() => setInviting(false)} /> : null}
      {act.open ? <ActAsDialog key={act.key} onClose={() => act.setOpen(false)} initial={act.initial} /> : null}
    </div>
  );
}
