import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { permissions } from '../../../core/permissions';
import type { Role } from '../../../core/schemas/users';
import { createRole, deleteRole, updateRole } from '../../api/settings';
import { DetailForm } from '../../ui/DetailForm';
import { Spinner } from '../../ui/Spinner';
import { TwoPane } from '../../ui/TwoPane';
import { SettingsListPane } from './SettingsListPane';
import type { SettingsListProps } from './settings-pages';
import { useEntityEditor } from './use-entity-editor';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import type { RoleTemplateId } from '../../../core/role-templates';
import { RoleTemplateChoice } from './RoleTemplateChoice';

/** Spec §3: a new role has the temporary id 'new' until saved. */
const newRoleId = 'new';

export function RolesSettings({ detail, link }: SettingsListProps) {
  const intl = useIntl();
  const roles = useQuery(queries.roles());
  const selected = detail === newRoleId ? null : (roles.data?.items.find((role) => role._id === detail) ?? null);
  const items = (roles.data?.items ?? []).map((role) => ({ id: role._id, title: role.name, text: intl.formatMessage({ id: 'settings.roles.count' }, { n: role.permissions.length }) }));
  return (
    <TwoPane
      showDetail={detail !== null}
      list={<SettingsListPane titleId="settings.page.roles" items={items} loading={roles.isPending} failed={roles.isError ? { messageId: 'error.load.roles', failure: roles.error, retry: () => void roles.refetch() } : null} detail={detail} link={link} />}
      detail={detail === null ? null : <RoleForm key={detail} role={selected} isNew={detail === newRoleId} link={link} />}
    />
  );
}

function RoleForm({ role, isNew, link }: { role: Role | null; isNew: boolean; link: SettingsListProps['link'] }) {
  const intl = useIntl();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [granted, setGranted] = useState<string[]>(role?.permissions ?? []);
  const [template, setTemplate] = useState<RoleTemplateId | null>(null);
  const { error, saving: save, removing: remove } = useEntityEditor({
    queryKeys: [queryKeys.roles()],
    link,
    save: () => (isNew || !role ? createRole({ name, description, permissions: granted }) : updateRole(role._id, { name, description, permissions: granted })),
    remove: () => deleteRole((role as Role)._id),
    reloadOnError: true,
  });

  if (!isNew && !role) return <Spinner />;
  return (
    <DetailForm
      title={isNew ? <FormattedMessage id="settings.roles.new" /> : role?.name}
      error={error}
      saving={save.isPending}
      saveDisabled={granted.length === 0}
      onSave={() => save.mutate()}
      remove={!isNew && role ? { title: intl.formatMessage({ id: 'settings.roles.deleteTitle' }), onConfirm: () => remove.mutate() } : null}
    >
      {isNew ? (
        <RoleTemplateChoice
          chosen={template}
          onChoose={(id, draft) => {
            setTemplate(id);
            setName(draft.name);
            setDescription(draft.description);
            setGranted(draft.permissions);
          }}
        />
      ) : null}
      <Field labelId="settings.roles.name">
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={80} />
      </Field>
      <Field labelId="settings.roles.description">
        <input value={description} onChange={(event) => setDescription(event.target.value)} maxLength={500} />
      </Field>
      <fieldset className="choice-list">
        <Message as="legend" id="settings.roles.permissions" />
        {permissions.map((permission) => (
          <label key={permission} className="choice">
            <input
              type="checkbox"
              checked={granted.includes(permission)}
              onChange={(event) => setGranted(event.target.checked ? [...granted, permission] : granted.filter((p) => p !== permission))}
            />
            <span>{intl.formatMessage({ id: `permission.${permission}` })}</span>
          </label>
        ))}
      </fieldset>
    </DetailForm>
  );
}
