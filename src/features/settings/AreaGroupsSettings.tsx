import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createAreaGroup, deleteAreaGroup, updateAreaGroup, type AreaGroupDto } from '../../api/settings';
import { languageOf } from '../../../core/i18n/locale';
import { DetailForm } from '../../ui/DetailForm';
import { LocalizedFields, localizedText } from './LocalizedFields';
import { SettingsListPage } from './SettingsListPane';
import type { SettingsListProps } from './settings-pages';
import { useEntityEditor } from './use-entity-editor';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Message } from '../../ui/Message';

export function AreaGroupsSettings(props: SettingsListProps) {
  const intl = useIntl();
  const language = languageOf(intl.locale) ?? 'en';
  const groups = useQuery(queries.areaGroups());
  const item = (group: AreaGroupDto) => ({ title: localizedText(group.name, language), text: intl.formatMessage({ id: 'settings.groups.count' }, { n: group.areaIds.length }) });
  return <SettingsListPage {...props} titleId="settings.page.areaGroups" query={groups} itemOf={item} formOf={(group, link) => <GroupForm group={group} link={link} language={language} />} />;
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
      title={group ? localizedText(group.name, language) : <FormattedMessage id="settings.groups.new" />}
      error={error}
      saving={save.isPending}
      onSave={() => save.mutate()}
      remove={group ? { title: intl.formatMessage({ id: 'settings.groups.deleteTitle' }), onConfirm: () => remove.mutate() } : null}
    >
      <LocalizedFields labelId="settings.groups.name" value={name} onChange={setName} />
      <LocalizedFields labelId="settings.areas.description" value={description} onChange={setDescription} multiline />
      <fieldset className="choice-list">
        <Message as="legend" id="settings.groups.areas" />
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
