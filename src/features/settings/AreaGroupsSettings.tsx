import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createAreaGroup, deleteAreaGroup, updateAreaGroup, type AreaGroupDto } from '../../api/settings';
import { languageOf } from '../../../core/i18n/locale';
import { DetailForm } from '../../ui/DetailForm';
import { Spinner } from '../../ui/Spinner';
import { TwoPane } from '../../ui/TwoPane';
import { LocalizedFields } from './LocalizedFields';
import { SettingsListPane } from './SettingsListPane';
import type { SettingsListProps } from './settings-pages';
import { useEntityEditor } from './use-entity-editor';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';

const nameOf = (names: Record<string, string>, language: string) => names[language] || Object.values(names).find(Boolean) || '';

export function AreaGroupsSettings({ detail, link }: SettingsListProps) {
  const intl = useIntl();
  const language = languageOf(intl.locale) ?? 'en';
  const groups = useQuery(queries.areaGroups());
  const selected = groups.data?.items.find((group) => group._id === detail) ?? null;
  const items = (groups.data?.items ?? []).map((group) => ({
    id: group._id,
    title: nameOf(group.name, language),
    text: intl.formatMessage({ id: 'settings.groups.count' }, { n: group.areaIds.length }),
  }));
  return (
    <TwoPane
      showDetail={detail !== null}
      list={<SettingsListPane titleId="settings.page.areaGroups" items={items} loading={groups.isPending} detail={detail} link={link} />}
      detail={detail === null ? null : detail === 'new' || selected ? <GroupForm key={detail} group={selected} link={link} language={language} /> : <Spinner />}
    />
  );
}

function GroupForm({ group, link, language }: { group: AreaGroupDto | null; link: SettingsListProps['link']; language: string }) {
  const intl = useIntl();
  const areas = useQuery(queries.areas());
  const [name, setName] = useState<Record<string, string>>(group?.name ?? {});
  const [description, setDescription] = useState<Record<string, string>>(group?.description ?? {});
  const [areaIds, setAreaIds] = useState<string[]>(group?.areaIds ?? []);
  const { error, saving: save, removing: remove } = useEntityEditor({
    queryKeys: [queryKeys.areaGroups()],
    link,
    save: () => (group ? updateAreaGroup(group._id, { name, description, areaIds }) : createAreaGroup({ name, description, areaIds })),
    remove: () => deleteAreaGroup((group as AreaGroupDto)._id),
  });
  return (
    <DetailForm
      title={group ? nameOf(group.name, language) : <FormattedMessage id="settings.groups.new" />}
      error={error}
      saving={save.isPending}
      onSave={() => save.mutate()}
      remove={group ? { title: intl.formatMessage({ id: 'settings.groups.deleteTitle' }), onConfirm: () => remove.mutate() } : null}
    >
      <LocalizedFields labelId="settings.groups.name" value={name} onChange={setName} />
      <LocalizedFields labelId="settings.areas.description" value={description} onChange={setDescription} multiline />
      <fieldset className="choice-list">
        <legend><FormattedMessage id="settings.groups.areas" /></legend>
        {(areas.data?.items ?? []).map((area) => (
          <label key={area._id} className="choice">
            <input type="checkbox" checked={areaIds.includes(area._id)} onChange={(event) => setAreaIds(event.target.checked ? [...areaIds, area._id] : areaIds.filter((id) => id !== area._id))} />
            <span>{area.name}</span>
          </label>
        ))}
      </fieldset>
    </DetailForm>
  );
}
