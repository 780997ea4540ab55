import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { userTypes } from '../../../../core/permissions';
import type { User } from '../../../../core/schemas/users';
import { deleteAdminUser, fetchAdminUsersPage } from '../../../api/admin-users';
import { queries } from '../../../api/queries';
import { useAuth } from '../../../auth/auth-context';
import { useErrorText } from '../../../front-of-house/use-front-of-house';
import type { PageProps } from '../../../shell/page-props';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field } from '../../../ui/Field';
import { Message } from '../../../ui/Message';
import { QueryListState } from '../../../ui/QueryListState';
import { ActAsDialog } from './ActAsDialog';
import { OverrideAuditSection } from './OverrideAuditSection';
import { Pager } from '../../../ui/Pager';
import { useActAsLink } from './use-act-as-link';
import { userLabel } from './user-label';

/**
 * Spec §2/§6 user list: every account, paged by page number (spec §9), found by email or name, type and restaurant;
 * delete (to the trash), act as a user with a reason (spec §6 overrides), and the audit of every override.
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
  const [page, setPage] = useState(0);
  const act = useActAsLink(params.get('actAsUser'), params.get('actAsRestaurant'));
  const restaurants = useQuery(queries.adminRestaurants());
  const filter = { page, q: text.trim(), type, restaurantId };
  const users = useQuery({ queryKey: ['admin', 'users', 'page', filter], queryFn: () => fetchAdminUsersPage(filter), placeholderData: keepPreviousData });
  const remove = useMutation({ mutationFn: (user: User) => deleteAdminUser(user._id), onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }) });
  const filtered = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(0);
  };
  return (
    <div className="page">
      <Message as="h1" id="route.AdminUsers" />
      <section className="card form" aria-labelledby="user-search">
        <h2 id="user-search">
          <FormattedMessage id="admin.users.find" />
        </h2>
        <div className="row">
          <Field labelId="admin.users.search">
            <input type="search" value={text} onChange={(event) => filtered(setText)(event.target.value)} autoComplete="off" />
          </Field>
          <Field labelId="admin.users.type">
            <select value={type} onChange={(event) => filtered(setType)(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'admin.users.anyType' })}</option>
              {userTypes.map((name) => (
                <option key={name} value={name}>
                  {intl.formatMessage({ id: `admin.users.type.${name}` })}
                </option>
              ))}
            </select>
          </Field>
          <Field labelId="admin.users.restaurant">
            <select value={restaurantId} onChange={(event) => filtered(setRestaurantId)(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'admin.users.anyRestaurant' })}</option>
              {(restaurants.data?.items ?? []).map((r) => (
                <option key={r.restaurantId} value={r.restaurantId}>
                  {r.name}
                </option>
              ))}
            </select>
          </Field>
          <button type="button" className="button" onClick={() => act.openFor(null)}>
            <FormattedMessage id="admin.actAs" />
          </button>
        </div>
      </section>
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
                    <ConfirmDialog
                      trigger={
                        <button type="button" className="button button--danger">
                          <FormattedMessage id="admin.users.deleteNamed" values={{ name: userLabel(user) }} />
                        </button>
                      }
                      title={intl.formatMessage({ id: 'admin.users.deleteTitle' }, { name: userLabel(user) })}
                      text={intl.formatMessage({ id: 'admin.users.deleteText' })}
                      confirm={intl.formatMessage({ id: 'admin.users.delete' })}
                      cancel={intl.formatMessage({ id: 'admin.override.cancel' })}
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
      <Pager page={page} total={users.data?.total ?? 0} pageSize={users.data?.pageSize ?? 50} onPage={setPage} labelId="admin.users.pages" />
      <OverrideAuditSection />
      {act.open ? <ActAsDialog key={act.key} open onOpenChange={act.setOpen} initial={act.initial} /> : null}
    </div>
  );
}
