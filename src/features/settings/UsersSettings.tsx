import { useFailureText } from '../../i18n/use-failure-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { Invite, User } from '../../../core/schemas/users';
import { createInvite, deleteInvite, deleteUser, updateInvite, updateUser } from '../../api/settings';
import { useAuth } from '../../auth/auth-context';
import { DetailForm } from '../../ui/DetailForm';
import { ListState } from '../../ui/ListState';
import { Spinner } from '../../ui/Spinner';
import { TwoPane } from '../../ui/TwoPane';
import type { SettingsListProps } from './settings-pages';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { CheckboxChoice } from '../../ui/CheckboxChoice';


/** Users exist only through invites (spec §4): the list shows the restaurant's users and its open invites. */
export function UsersSettings({ detail, link }: SettingsListProps) {
  const intl = useIntl();
  const users = useQuery(queries.users());
  const invites = useQuery(queries.invites());
  const roles = useQuery(queries.roles());
  const roleName = (id: string | null) => roles.data?.items.find((role) => role._id === id)?.name ?? '';
  const user = users.data?.items.find((candidate) => candidate._id === detail) ?? null;
  const invite = invites.data?.items.find((candidate) => candidate._id === detail) ?? null;
  const item = (id: string, title: string, text: string) => (
    <li key={id}>
      <Link href={detail === id ? link() : link(id)} className="select-list__item" aria-current={detail === id ? 'true' : undefined}>
        <span className="select-list__title">{title}</span>
        <span className="select-list__text">{text}</span>
      </Link>
    </li>
  );
  let detailPane = null;
  if (detail === 'new') detailPane = <InviteForm key="new" invite={null} link={link} />;
  else if (user) detailPane = <UserForm key={user._id} user={user} link={link} />;
  else if (invite) detailPane = <InviteForm key={invite._id} invite={invite} link={link} />;
  else if (detail) detailPane = <Spinner />;
  return (
    <TwoPane
      showDetail={detail !== null}
      list={
        <div className="page">
          <div className="row row--between">
            <Message as="h1" id="settings.page.users" />
            <Link className="button button--primary" href={link('new')}><FormattedMessage id="settings.users.invite" /></Link>
          </div>
          <ListState pending={users.isPending} error={null} items={users.data?.items ?? []}>
            {(shown) => <ul className="select-list">{shown.map((u) => item(u._id, u.publicInformation.displayName ?? u.email ?? u._id, roleName(u.roleId)))}</ul>}
          </ListState>
          <Message as="h2" id="settings.users.invites" />
          <ul className="select-list">
            {(invites.data?.items ?? []).map((i) =>
              item(i._id, i.name, i.inviteCode ? intl.formatMessage({ id: 'settings.users.code' }, { code: i.inviteCode }) : intl.formatMessage({ id: 'settings.users.draft' })),
            )}
          </ul>
        </div>
      }
      detail={detailPane}
    />
  );
}

function UserForm({ user, link }: { user: User; link: SettingsListProps['link'] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { me } = useAuth();
  const roles = useQuery(queries.roles());
  const [roleId, setRoleId] = useState(user.roleId ?? '');
  const [error, setError] = useState<string | null>(null);
  const failureText = useFailureText();
  const save = useMutation({ mutationFn: () => updateUser(user._id, { roleId }), onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users() }), onError: (f) => setError(failureText(f)) });
  const remove = useMutation({
    mutationFn: () => deleteUser(user._id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      navigate(link(), { replace: true });
    },
    onError: (f) => setError(failureText(f)),
  });
  return (
    <DetailForm
      title={user.publicInformation.displayName ?? user.email}
      error={error}
      saving={save.isPending}
      onSave={() => save.mutate()}
      notice={save.isSuccess ? <p className="form__info" role="status"><FormattedMessage id="settings.saved" /></p> : null}
      remove={me?._id !== user._id ? { title: intl.formatMessage({ id: 'settings.users.deleteTitle' }), onConfirm: () => remove.mutate() } : null}
    >
      <p>{user.email}</p>
      <Field labelId="settings.users.role">
        <select value={roleId} onChange={(event) => setRoleId(event.target.value)}>
          {(roles.data?.items ?? []).map((role) => <option key={role._id} value={role._id}>{role.name}</option>)}
        </select>
      </Field>
    </DetailForm>
  );
}

function InviteForm({ invite, link }: { invite: Invite | null; link: SettingsListProps['link'] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const roles = useQuery(queries.roles());
  const [name, setName] = useState(invite?.name ?? '');
  const [email, setEmail] = useState(invite?.email ?? '');
  const [phone, setPhone] = useState(invite?.phone ?? '');
  const [roleId, setRoleId] = useState(invite?.roleId ?? '');
  const [issueCode, setIssueCode] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const failureText = useFailureText();
  // Spec §4: an invite that already has a code cannot be edited — delete it and invite again.
  const locked = Boolean(invite?.inviteCode);
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.invites() });
  const body = () => ({ name, email, roleId: roleId || (roles.data?.items[0]?._id ?? ''), issueCode, ...(phone.trim() ? { phone: phone.trim() } : {}) });
  const save = useMutation({
    mutationFn: () => (invite ? updateInvite(invite._id, body()) : createInvite(body())),
    onSuccess: async (saved) => {
      await reload();
      navigate(link(saved._id), { replace: true });
    },
    // Spec §8: a new user (users exist only through invites) that could not be created says so in the person's language.
    onError: (f) => setError(invite ? failureText(f) : intl.formatMessage({ id: 'error.createUser' })),
  });
  const remove = useMutation({
    mutationFn: () => deleteInvite((invite as Invite)._id),
    onSuccess: async () => {
      await reload();
      navigate(link(), { replace: true });
    },
    onError: (f) => setError(failureText(f)),
  });
  const signUpLink = invite?.inviteCode ? `${location.origin}/login?invite=${encodeURIComponent(invite.inviteCode)}` : null;
  return (
    <DetailForm
      title={invite ? invite.name : <FormattedMessage id="settings.users.invite" />}
      error={error}
      saving={save.isPending}
      onSave={locked ? undefined : () => save.mutate()}
      remove={invite ? { title: intl.formatMessage({ id: 'settings.users.deleteInviteTitle' }), onConfirm: () => remove.mutate() } : null}
    >
      {locked ? <p className="notice" role="status"><FormattedMessage id="settings.users.locked" /></p> : null}
      {signUpLink ? (
        <p>
          <FormattedMessage id="settings.users.link" /> <code className="break">{signUpLink}</code>
        </p>
      ) : null}
      <Field labelId="booking.contact.name">
        <input value={name} onChange={(event) => setName(event.target.value)} required disabled={locked} />
      </Field>
      <Field labelId="auth.email">
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required disabled={locked} />
      </Field>
      <Field labelId="booking.contact.phone">
        <input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} disabled={locked} />
      </Field>
      <Field labelId="settings.users.role">
        <select value={roleId} onChange={(event) => setRoleId(event.target.value)} disabled={locked} required>
          <option value="" disabled>{intl.formatMessage({ id: 'settings.users.chooseRole' })}</option>
          {(roles.data?.items ?? []).map((role) => <option key={role._id} value={role._id}>{role.name}</option>)}
        </select>
      </Field>
      {!locked ? (
        <CheckboxChoice labelId="settings.users.issueCode" checked={issueCode} onChange={setIssueCode} />
      ) : null}
    </DetailForm>
  );
}
