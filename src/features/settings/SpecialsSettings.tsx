import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { weekdays } from '../../../core/time';
import { createSpecial, deleteSpecial, updateSpecial, type SpecialDto } from '../../api/settings';
import { languageOf } from '../../../core/i18n/locale';
import { DetailForm } from '../../ui/DetailForm';
import { Spinner } from '../../ui/Spinner';
import { TwoPane } from '../../ui/TwoPane';
import { TimeslotEditor, type WeekSlots } from '../../ui/TimeslotEditor';
import { LocalizedFields } from './LocalizedFields';
import { SettingsListPane } from './SettingsListPane';
import type { SettingsListProps } from './settings-pages';
import { useEntityEditor } from './use-entity-editor';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';

const titleOf = (title: Record<string, string>, language: string) => title[language] || Object.values(title).find(Boolean) || '';

export function SpecialsSettings({ detail, link }: SettingsListProps) {
  const intl = useIntl();
  const language = languageOf(intl.locale) ?? 'en';
  const specials = useQuery(queries.specials());
  const selected = specials.data?.items.find((special) => special._id === detail) ?? null;
  const items = (specials.data?.items ?? []).map((special) => ({
    id: special._id,
    title: titleOf(special.title, language),
    text: intl.formatMessage({ id: special.enabled ? 'settings.specials.enabled' : 'settings.specials.disabled' }),
  }));
  return (
    <TwoPane
      showDetail={detail !== null}
      list={<SettingsListPane titleId="settings.page.specials" items={items} loading={specials.isPending} failed={specials.isError ? { messageId: 'error.load.specials', failure: specials.error, retry: () => void specials.refetch() } : null} detail={detail} link={link} />}
      detail={detail === null ? null : detail === 'new' || selected ? <SpecialForm key={detail} special={selected} link={link} language={language} /> : <Spinner />}
    />
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
  const label = special ? titleOf(special.title, language) || intl.formatMessage({ id: 'settings.specials.thisSpecial' }) : '';
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
      <label className="choice">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <span><FormattedMessage id="settings.specials.enabledLabel" /></span>
      </label>
      <fieldset className="choice-list choice-list--inline">
        <legend><FormattedMessage id="settings.specials.weekdays" /></legend>
        {weekdays.map((day) => (
          <label key={day} className="choice">
            <input type="checkbox" checked={days.includes(day)} onChange={(event) => setDays(event.target.checked ? [...days, day] : days.filter((d) => d !== day))} />
            <span>{intl.formatMessage({ id: `weekday.${day}` })}</span>
          </label>
        ))}
      </fieldset>
      {/* One list of slots for every chosen weekday: the editor's first row carries it. */}
      <TimeslotEditor value={slots} onChange={(next) => setSlots({ sunday: next.sunday ?? [] })} only={['sunday']} label={intl.formatMessage({ id: 'settings.specials.slots' })} />
      <label className="field">
        <span><FormattedMessage id="settings.specials.group" /></span>
        <select value={areaGroupId} onChange={(event) => setAreaGroupId(event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'settings.specials.anyArea' })}</option>
          {(groups.data?.items ?? []).map((group) => <option key={group._id} value={group._id}>{titleOf(group.name, language)}</option>)}
        </select>
      </label>
    </DetailForm>
  );
}
