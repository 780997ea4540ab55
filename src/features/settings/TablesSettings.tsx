import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Table, TableInput } from '../../../core/schemas/floor';
import { createTable, deleteTable, updateTable } from '../../api/settings';
import { DetailForm } from '../../ui/DetailForm';
import { LoadFailed } from '../../ui/LoadFailed';
import { SettingsListPage } from './SettingsListPane';
import type { SettingsListProps } from './settings-pages';
import { useEntityEditor } from './use-entity-editor';
import { queries } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { CheckboxChoice } from '../../ui/CheckboxChoice';

const byNumber = (a: Table, b: Table) => a.level.localeCompare(b.level) || a.frontendGroupOrder - b.frontendGroupOrder || a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true });

export function TablesSettings(props: SettingsListProps) {
  const intl = useIntl();
  const tables = useQuery(queries.tables());
  const item = (table: Table) => ({
    title: `${table.label || table.tableNumber} · ${table.level}`,
    text: intl.formatMessage({ id: 'settings.tables.covers' }, { min: table.minCovers, max: table.maxCovers }),
  });
  const form = (table: Table | null, link: SettingsListProps['link']) => <TableForm table={table} all={tables.data?.items ?? []} link={link} />;
  return <SettingsListPage {...props} titleId="settings.page.tables" query={tables} failedMessageId="error.load.tables" order={byNumber} itemOf={item} formOf={form} />;
}

function TableForm({ table, all, link }: { table: Table | null; all: Table[]; link: SettingsListProps['link'] }) {
  const intl = useIntl();
  const areas = useQuery(queries.areas());
  const [form, setForm] = useState<TableInput>({
    label: table?.label ?? '',
    tableNumber: table?.tableNumber ?? '',
    level: table?.level ?? '',
    // Spec §4 defaults for a new table: not bookable, not overflow.
    bookable: table?.bookable ?? false,
    overflow: table?.overflow ?? false,
    frontendGroupOrder: table?.frontendGroupOrder ?? 0,
    combinations: table?.combinations ?? [],
    minCovers: table?.minCovers ?? 1,
    maxCovers: table?.maxCovers ?? 2,
  });
  const level = form.level || areas.data?.items[0]?.name || '';
  // Every table belongs to an area: until the areas are here there is nothing to choose, and Save waits for them
  // (a Save tapped meanwhile was stopped by the browser's own check of the empty choice, with no message of ours).
  const noAreas = areas.isSuccess && areas.data.items.length === 0;
  const { error, saving: save, removing: remove } = useEntityEditor({
    queryKeys: [queryKeys.tables(), queryKeys.statuses()],
    link,
    save: async () => {
      // Spec §5: the table number "new" is reserved (it names a new item in the address).
      if (form.tableNumber.trim().toLowerCase() === 'new') throw new Error(intl.formatMessage({ id: 'refusal.reason.tableNumberNew' }));
      const body = { ...form, level };
      return table ? updateTable(table._id, body) : createTable(body);
    },
    remove: () => deleteTable((table as Table)._id),
  });
  const partners = all.filter((candidate) => candidate.level === level && candidate.tableNumber !== form.tableNumber);
  const number = (key: 'minCovers' | 'maxCovers' | 'frontendGroupOrder', min: number, max: number) => (
    <Field labelId={`settings.tables.${key}`}>
      <input type="number" min={min} max={max} value={form[key]} onChange={(event) => setForm({ ...form, [key]: Number(event.target.value) })} required />
    </Field>
  );
  return (
    <DetailForm
      title={table ? `${table.label || table.tableNumber} · ${table.level}` : <FormattedMessage id="settings.tables.new" />}
      error={error}
      saving={save.isPending}
      saveDisabled={!areas.isSuccess || noAreas}
      onSave={() => save.mutate()}
      remove={table ? { title: intl.formatMessage({ id: 'settings.tables.deleteTitle' }), onConfirm: () => remove.mutate() } : null}
    >
      <Field labelId="settings.tables.tableNumber">
        <input value={form.tableNumber} onChange={(event) => setForm({ ...form, tableNumber: event.target.value })} required maxLength={20} />
      </Field>
      <Field labelId="settings.tables.label">
        <input value={form.label} onChange={(event) => setForm({ ...form, label: event.target.value })} maxLength={60} />
      </Field>
      <Field labelId="settings.tables.area">
        <select value={level} onChange={(event) => setForm({ ...form, level: event.target.value, combinations: [] })} required disabled={!areas.isSuccess}>
          {(areas.data?.items ?? []).map((area) => <option key={area._id} value={area.name}>{area.name}</option>)}
        </select>
      </Field>
      {noAreas ? <p className="form__info" role="status"><FormattedMessage id="settings.tables.noAreas" /></p> : null}
      {areas.isError ? <LoadFailed messageId="error.load.areas" failure={areas.error} /> : null}
      {number('minCovers', 1, 100)}
      {number('maxCovers', 1, 100)}
      {number('frontendGroupOrder', 0, 10000)}
      <CheckboxChoice labelId="settings.tables.bookable" checked={form.bookable} onChange={(checked) => setForm({ ...form, bookable: checked })} />
      <CheckboxChoice labelId="settings.tables.overflow" checked={form.overflow} onChange={(checked) => setForm({ ...form, overflow: checked })} />
      <fieldset className="choice-list">
        <Message as="legend" id="settings.tables.combinations" />
        {partners.length === 0 ? <p><FormattedMessage id="settings.tables.noPartners" /></p> : null}
        {partners.map((partner) => (
          <label key={partner._id} className="choice">
            <input
              type="checkbox"
              checked={form.combinations.includes(partner.tableNumber)}
              onChange={(event) =>
                setForm({ ...form, combinations: event.target.checked ? [...form.combinations, partner.tableNumber] : form.combinations.filter((n) => n !== partner.tableNumber) })
              }
            />
            <span>{partner.label || partner.tableNumber}</span>
          </label>
        ))}
      </fieldset>
    </DetailForm>
  );
}
