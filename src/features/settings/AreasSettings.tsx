import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Area, AreaInput } from '../../../core/schemas/floor';
import { createArea, deleteArea, updateArea } from '../../api/settings';
import { supportedLanguages } from '../../../core/i18n/locale';
import { DetailForm } from '../../ui/DetailForm';
import { TimeslotEditor, type WeekSlots } from '../../ui/TimeslotEditor';
import { AreaImageField } from './AreaImageField';
import { SettingsListPage } from './SettingsListPane';
import type { SettingsListProps } from './settings-pages';
import { useEntityEditor } from './use-entity-editor';
import { AreaTypeField } from '../../ui/AreaTypeField';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Field } from '../../ui/Field';
import { CheckboxChoice } from '../../ui/CheckboxChoice';

export function AreasSettings(props: SettingsListProps) {
  const intl = useIntl();
  const areas = useQuery(queries.areas());
  const item = (area: Area) => ({ title: area.name, text: intl.formatMessage({ id: area.bookable ? 'settings.areas.bookable' : 'settings.areas.notBookable' }) });
  const order = (a: Area, b: Area) => a.sorting - b.sorting;
  return <SettingsListPage {...props} titleId="settings.page.areas" query={areas} failedMessageId="error.load.areas" order={order} itemOf={item} formOf={(area, link) => <AreaForm area={area} link={link} />} />;
}

function AreaForm({ area, link }: { area: Area | null; link: SettingsListProps['link'] }) {
  const intl = useIntl();
  const [name, setName] = useState(area?.name ?? '');
  const [names, setNames] = useState<Record<string, string>>(area?.localizedNames ?? {});
  const [description, setDescription] = useState<Record<string, string>>(area?.description ?? {});
  // Spec §4 defaults for a new area: not bookable, sorting 99, no timeslots.
  const [bookable, setBookable] = useState(area?.bookable ?? false);
  const [type, setType] = useState<'Outdoor' | 'Indoor'>(area?.type ?? 'Indoor');
  const [sorting, setSorting] = useState(area?.sorting ?? 99);
  const [imageURL, setImageURL] = useState(area?.imageURL ?? '');
  const [timeslots, setTimeslots] = useState<WeekSlots>(area?.timeslots ?? {});
  const body = (): AreaInput => ({ name, localizedNames: names, description, bookable, type, sorting, imageURL, timeslots });
  const { error, saving: save, removing: remove } = useEntityEditor({
    queryKeys: [queryKeys.areas(), queryKeys.statuses()],
    link,
    save: () => (area ? updateArea(area._id, body()) : createArea(body())),
    remove: () => deleteArea((area as Area)._id),
  });
  return (
    <DetailForm
      title={area ? area.name : <FormattedMessage id="settings.areas.new" />}
      error={error}
      saving={save.isPending}
      onSave={() => save.mutate()}
      remove={area ? { title: intl.formatMessage({ id: 'settings.areas.deleteTitle' }), text: intl.formatMessage({ id: 'settings.areas.deleteText' }, { name: area.name }), onConfirm: () => remove.mutate() } : null}
    >
      <Field labelId="settings.areas.name">
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} />
      </Field>
      {supportedLanguages.map((language) => (
        <label key={language} className="field">
          <span><FormattedMessage id="settings.areas.localizedName" values={{ language: language.toUpperCase() }} /></span>
          <input value={names[language] ?? ''} onChange={(event) => setNames({ ...names, [language]: event.target.value })} maxLength={120} />
        </label>
      ))}
      {supportedLanguages.map((language) => (
        <label key={`d-${language}`} className="field">
          <span><FormattedMessage id="settings.areas.description" values={{ language: language.toUpperCase() }} /></span>
          <textarea rows={2} value={description[language] ?? ''} onChange={(event) => setDescription({ ...description, [language]: event.target.value })} maxLength={2000} />
        </label>
      ))}
      <CheckboxChoice labelId="settings.areas.bookableLabel" checked={bookable} onChange={setBookable} />
      <AreaTypeField value={type} onChange={setType} />
      <Field labelId="settings.areas.sorting">
        <input type="number" min={0} max={10000} value={sorting} onChange={(event) => setSorting(Number(event.target.value))} />
      </Field>
      <Field labelId="settings.areas.image">
        {/* Text, not type=url: an uploaded image is a path on this server (/files/…). */}
        <input type="text" inputMode="url" value={imageURL} onChange={(event) => setImageURL(event.target.value)} placeholder="https://" />
      </Field>
      <AreaImageField areaId={area?._id} imageURL={imageURL} onUploaded={setImageURL} />
      <TimeslotEditor value={timeslots} onChange={setTimeslots} />
    </DetailForm>
  );
}
