import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { weekdays } from '../../../core/time';
import { createSpecial, deleteSpecial, updateSpecial, type SpecialDto } from '../../api/settings';
import { languageOf } from '../../../core/i18n/locale';
import { DetailForm } from '../../ui/DetailForm';
import { TimeslotEditor, type WeekSlots } from '../../ui/TimeslotEditor';
import { LocalizedFields, localizedText } from './LocalizedFields';
import { SettingsListPage } from './SettingsListPane';
import type { SettingsListProps } from './settings-pages';
import { useEntityEditor } from './use-entity-editor';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Message } from '../../ui/Message';
import { SelectField } from '../../ui/SelectField';
import { CheckboxChoice } from '../../ui/CheckboxChoice';

export function SpecialsSettings(props: SettingsListProps) {
  const intl = useIntl();
  const language = languageOf(intl.locale) ?? 'en';
  const specials = useQuery(queries.specials());
  const item = (special: SpecialDto) => ({
    title: localizedText(special.title, language),
    text: intl.formatMessage({ id: special.enabled ? 'settings.specials.enabled' : 'settings.specials.disabled' }),
  });
  return (
    <SettingsListPage {...props} titleId="settings.page.specials" query={specials} failedMessageId="error.load.specials" itemOf={item} formOf={(special, link) => <SpecialForm special={special} link={link} language={language} />} />
  );
}

function SpecialForm({ special, link, language }: { special: SpecialDto | null; link: SettingsListProps['link']; language: string }) {
  const intl = useIntl();
  const groups = useQuery(queries.areaGroups());
  const [title, setTitle] = useState<Record<string, string>>(special?.title ?? {});
  const [description, setDescription] = useState<Record<string, string>>(special?.description ?? {});
  // Spec §4: a new special is disabled, with no weekdays and no slots.
  const [enabled, setEnabled] = useState(special?.enabled ?? false);
  const [days, setDays] = useState<string[]>(special?.weekdays ?? []);
  const [slots, setSlots] = useState<WeekSlots>({ sunday: special?.timeslots ?? [] });
  const [areaGroupId, setAreaGroupId] = useState<string>(special?.areaGroupId ?? '');
  const body = () => ({ title, description, enabled, weekdays: days, timeslots: slots.sunday ?? [], areaGroupId: areaGroupId || null });
  const { error, saving: save, removing: remove } = useEntityEditor({
    queryKeys: [queryKeys.specials()],
    link,
    save: () => (special ? updateSpecial(special._id, body()) : createSpecial(body())),
    remove: () => deleteSpecial((special as SpecialDto)._id),
  });
  // Spec §5: the delete confirmation names the special by its title, or "this special".
  const label = special ? localizedText(special.title, language) || intl.formatMessage({ id: 'settings.specials.thisSpecial' }) : '';
  return (
    <DetailForm
      title={special ? label : <FormattedMessage id="settings.specials.new" />}
      error={error}
      saving={save.isPending}
      onSave={() => save.mutate()}
      remove={special ? { title: intl.formatMessage({ id: 'settings.specials.deleteTitle' }), text: intl.formatMessage({ id: 'settings.specials.deleteText' }, { name: label }), onConfirm: () => remove.mutate() } : null}
    >
      <LocalizedFields labelId="settings.specials.title" value={title} onChange={setTitle} />
      <LocalizedFields labelId="settings.areas.description" value={description} onChange={setDescription} multiline />
      <CheckboxChoice labelId="settings.specials.enabledLabel" checked={enabled} onChange={setEnabled} />
      <fieldset className="choice-list choice-list--inline">
        <Message as="legend" id="settings.specials.weekdays" />
        {weekdays.map((day) => (
          <label key={day} className="choice">
            <input type="checkbox" checked={days.includes(day)} onChange={(event) => setDays(event.target.checked ? [...days, day] : days.filter((d) => d !== day))} />
            <span>{intl.formatMessage({ id: `weekday.${day}` })}</span>
          </label>
        ))}
      </fieldset>
      {/* One list of slots for every chosen weekday: the editor's first row carries it. */}
      <TimeslotEditor value={slots} onChange={(next) => setSlots({ sunday: next.sunday ?? [] })} only={['sunday']} label={intl.formatMessage({ id: 'settings.specials.slots' })} />
      <SelectField
        labelId="settings.specials.group"
        none={intl.formatMessage({ id: 'settings.specials.anyArea' })}
        options={(groups.data?.items ?? []).map((group) => ({ value: group._id, label: localizedText(group.name, language) }))}
        value={areaGroupId}
        onValue={setAreaGroupId}
      />
    </DetailForm>
  );
}
