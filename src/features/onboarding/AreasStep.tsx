import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Area, AreaInput } from '../../../core/schemas/floor';
import { createArea, deleteArea, updateArea } from '../../api/settings';
import { TimeslotEditor, type WeekSlots } from '../../ui/TimeslotEditor';
import { defaultWeek, guestNames, slotsPerWeek } from './onboarding-steps';
import { StepActions } from './StepActions';
import { useStepSave } from './use-step-save';
import { AreaTypeField } from '../../ui/AreaTypeField';
import { queryKeys } from '../../api/query-keys';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { CheckboxChoice } from '../../ui/CheckboxChoice';
import { SubmitFooter } from '../../ui/SubmitFooter';

const reload = [queryKeys.areas(), queryKeys.tables(), queryKeys.statuses()];

/**
 * Step 4: the areas guests can book and their time slots per weekday. Next needs one bookable area with a slot
 * (GET /status setup.areas), so the first area's form is open from the start with two evening seatings every day.
 */
export function AreasStep({ areas, languages, ready, onBack, onNext }: { areas: Area[]; languages: readonly string[]; ready: boolean; onBack: () => void; onNext: () => void }) {
  const intl = useIntl();
  const [editing, setEditing] = useState<string | null>(areas.length === 0 ? 'new' : null);
  const remove = useStepSave({ save: (id: string) => deleteArea(id), reload });
  const sorted = [...areas].sort((a, b) => a.sorting - b.sorting || a.name.localeCompare(b.name));
  const area = editing && editing !== 'new' ? (areas.find((candidate) => candidate._id === editing) ?? null) : null;
  return (
    <div className="form">
      <Message id="setup.areas.help" />
      {sorted.length ? (
        <ul className="onboarding__list" aria-label={intl.formatMessage({ id: 'settings.page.areas' })}>
          {sorted.map((item) => (
            <li key={item._id} className="onboarding__item">
              <span>
                <strong>{item.name}</strong>
                <span className="onboarding__muted">
                  {' · '}
                  {intl.formatMessage({ id: item.bookable ? 'settings.areas.bookable' : 'settings.areas.notBookable' })}
                  {' · '}
                  <FormattedMessage id="setup.areas.slots" values={{ n: slotsPerWeek(item.timeslots) }} />
                </span>
              </span>
              <span className="row">
                <button type="button" className="button" onClick={() => setEditing(item._id)} aria-label={intl.formatMessage({ id: 'setup.areas.editNamed' }, { name: item.name })}>
                  <FormattedMessage id="setup.areas.edit" />
                </button>
                <ConfirmButton
                  words={{ label: 'setup.remove', name: 'setup.removeNamed', title: 'settings.areas.deleteTitle', text: 'settings.areas.deleteText', confirm: 'settings.delete', cancel: 'settings.cancel' }}
                  values={{ name: item.name }}
                  plain
                  onConfirm={() => remove.mutation.mutate(item._id)}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {remove.error ? <p className="form__error" role="alert">{remove.error}</p> : null}
      {editing === 'new' || area ? (
        <AreaForm key={editing} area={area} languages={languages} onDone={() => setEditing(null)} onCancel={areas.length ? () => setEditing(null) : undefined} />
      ) : (
        <button type="button" className="button onboarding__add" onClick={() => setEditing('new')}>
          <FormattedMessage id="setup.areas.add" />
        </button>
      )}
      {ready ? null : <p id="setup-areas-needed" className="onboarding__hint"><FormattedMessage id="setup.areas.needed" /></p>}
      <StepActions onBack={onBack} onNext={onNext} nextLabelId="setup.continue" disabled={!ready} describedBy={ready ? undefined : 'setup-areas-needed'} />
    </div>
  );
}

function AreaForm({ area, languages, onDone, onCancel }: { area: Area | null; languages: readonly string[]; onDone: () => void; onCancel?: (() => void) | undefined }) {
  const intl = useIntl();
  const [name, setName] = useState(area?.name ?? intl.formatMessage({ id: 'setup.areas.defaultName' }));
  const [type, setType] = useState<'Outdoor' | 'Indoor'>(area?.type ?? 'Indoor');
  // Onboarding makes areas guests can book; the settings keep the spec §4 default (not bookable) for later ones.
  const [bookable, setBookable] = useState(area?.bookable ?? true);
  const [timeslots, setTimeslots] = useState<WeekSlots>(area?.timeslots ?? defaultWeek());
  const body = (): AreaInput => ({
    name: name.trim(),
    localizedNames: guestNames(name.trim(), languages, area ?? undefined),
    description: area?.description ?? {},
    bookable,
    type,
    sorting: area?.sorting ?? 99,
    imageURL: area?.imageURL ?? '',
    videoURL: area?.videoURL ?? '',
    bookingPrompt: area?.bookingPrompt ?? null,
    timeslots,
  });
  const { mutation, error } = useStepSave({ save: () => (area ? updateArea(area._id, body()) : createArea(body())), reload, then: onDone });
  const headingId = `area-form-${area?._id ?? 'new'}`;
  return (
    <form className="card form" aria-labelledby={headingId} onSubmit={(event: FormEvent) => { event.preventDefault(); mutation.mutate(); }}>
      <h3 id={headingId}>{area ? area.name : <FormattedMessage id="settings.areas.new" />}</h3>
      <Field labelId="setup.areas.name">
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} />
      </Field>
      <AreaTypeField value={type} onChange={setType} />
      <CheckboxChoice labelId="settings.areas.bookableLabel" checked={bookable} onChange={setBookable} />
      <Message className="onboarding__muted" id="setup.areas.slotsHelp" />
      <TimeslotEditor value={timeslots} onChange={setTimeslots} copyToAll />
      <SubmitFooter failure={error} labelId="setup.areas.save" disabled={mutation.isPending}>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            <FormattedMessage id="settings.cancel" />
          </button>
        ) : null}
      </SubmitFooter>
    </form>
  );
}
