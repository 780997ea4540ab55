import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Area, Table, TableInput } from '../../../core/schemas/floor';
import { createTable, deleteTable } from '../../api/settings';
import { nextTableNumbers } from './onboarding-steps';
import { StepActions } from './StepActions';
import { useStepSave } from './use-step-save';
import { queryKeys } from '../../api/query-keys';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';

const reload = [queryKeys.tables(), queryKeys.statuses()];
const byNumber = (a: Table, b: Table) => a.frontendGroupOrder - b.frontendGroupOrder || a.tableNumber.localeCompare(b.tableNumber, undefined, { numeric: true });

/** A table guests can be seated at (onboarding makes bookable tables; combinations come later, in the settings). */
const bookableTable = (level: string, tableNumber: string, minCovers: number, maxCovers: number, order: number): TableInput => ({
  label: '',
  tableNumber,
  level,
  bookable: true,
  overflow: false,
  frontendGroupOrder: order,
  combinations: [],
  minCovers,
  maxCovers,
});

/**
 * Step 5: the tables of each area with how many guests they seat. "Add N tables of M seats" numbers them on from the
 * highest number in use. Next needs one bookable table (GET /status setup.tables).
 */
export function TablesStep({ areas, tables, ready, onBack, onNext }: { areas: Area[]; tables: Table[]; ready: boolean; onBack: () => void; onNext: () => void }) {
  const intl = useIntl();
  const sortedAreas = [...areas].sort((a, b) => Number(b.bookable) - Number(a.bookable) || a.sorting - b.sorting || a.name.localeCompare(b.name));
  const [level, setLevel] = useState(sortedAreas[0]?.name ?? '');
  const [count, setCount] = useState(4);
  const [seats, setSeats] = useState(4);
  const [number, setNumber] = useState<string | null>(null);
  const [minCovers, setMinCovers] = useState(1);
  const [maxCovers, setMaxCovers] = useState(2);
  const numbers = tables.map((table) => table.tableNumber);
  const suggested = nextTableNumbers(numbers, 1)[0] as string;
  const order = tables.reduce((max, table) => Math.max(max, table.frontendGroupOrder + 1), 0);

  const addMany = useStepSave({
    save: async () => {
      // One after the other, so a refusal (a taken number) leaves the tables before it in place and is reported.
      const next = nextTableNumbers(numbers, count);
      for (const [index, tableNumber] of next.entries()) await createTable(bookableTable(level, tableNumber, 1, seats, order + index));
    },
    reload,
  });
  const addOne = useStepSave({
    save: async () => {
      if ((number ?? suggested).trim().toLowerCase() === 'new') throw new Error(intl.formatMessage({ id: 'refusal.reason.tableNumberNew' }));
      await createTable(bookableTable(level, (number ?? suggested).trim(), minCovers, maxCovers, order));
    },
    reload,
    then: () => setNumber(null),
  });
  const remove = useStepSave({ save: (id: string) => deleteTable(id), reload });
  const error = addMany.error ?? addOne.error ?? remove.error;
  const busy = addMany.mutation.isPending || addOne.mutation.isPending;

  return (
    <div className="form">
      <Message id="setup.tables.help" />
      <div className="card form">
        <Field labelId="settings.tables.area">
          <select value={level} onChange={(event) => setLevel(event.target.value)}>
            {sortedAreas.map((area) => <option key={area._id} value={area.name}>{area.name}</option>)}
          </select>
        </Field>
        <form className="onboarding__inline" aria-labelledby="setup-tables-many" onSubmit={(event: FormEvent) => { event.preventDefault(); addMany.mutation.mutate(); }}>
          <h3 id="setup-tables-many"><FormattedMessage id="setup.tables.many" /></h3>
          <Field labelId="setup.tables.count">
            <input type="number" min={1} max={50} value={count} onChange={(event) => setCount(Number(event.target.value))} required />
          </Field>
          <Field labelId="setup.tables.seats">
            <input type="number" min={1} max={100} value={seats} onChange={(event) => setSeats(Number(event.target.value))} required />
          </Field>
          <button type="submit" className="button button--primary" disabled={busy || !level}>
            <FormattedMessage id="setup.tables.addMany" values={{ count, seats }} />
          </button>
        </form>
        <form className="onboarding__inline" aria-labelledby="setup-tables-one" onSubmit={(event: FormEvent) => { event.preventDefault(); addOne.mutation.mutate(); }}>
          <h3 id="setup-tables-one"><FormattedMessage id="setup.tables.one" /></h3>
          <Field labelId="settings.tables.tableNumber">
            <input value={number ?? suggested} onChange={(event) => setNumber(event.target.value)} required maxLength={20} />
          </Field>
          <Field labelId="settings.tables.minCovers">
            <input type="number" min={1} max={100} value={minCovers} onChange={(event) => setMinCovers(Number(event.target.value))} required />
          </Field>
          <Field labelId="settings.tables.maxCovers">
            <input type="number" min={Math.max(1, minCovers)} max={100} value={maxCovers} onChange={(event) => setMaxCovers(Number(event.target.value))} required />
          </Field>
          <button type="submit" className="button" disabled={busy || !level}>
            <FormattedMessage id="setup.tables.addOne" />
          </button>
        </form>
      </div>
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      {sortedAreas.map((area) => {
        const own = tables.filter((table) => table.level === area.name).sort(byNumber);
        return (
          <section key={area._id} className="onboarding__group" aria-labelledby={`setup-area-${area._id}`}>
            <h3 id={`setup-area-${area._id}`}>{area.name}</h3>
            {own.length === 0 ? (
              <Message className="onboarding__muted" id="setup.tables.none" />
            ) : (
              <ul className="onboarding__list">
                {own.map((table) => (
                  <li key={table._id} className="onboarding__item">
                    <span>
                      <strong><FormattedMessage id="setup.tables.table" values={{ number: table.label || table.tableNumber }} /></strong>
                      <span className="onboarding__muted">
                        {' · '}
                        <FormattedMessage id="settings.tables.covers" values={{ min: table.minCovers, max: table.maxCovers }} />
                        {table.bookable ? null : <> · <FormattedMessage id="settings.areas.notBookable" /></>}
                      </span>
                    </span>
                    <button
                      type="button"
                      className="button"
                      disabled={remove.mutation.isPending}
                      onClick={() => remove.mutation.mutate(table._id)}
                      aria-label={intl.formatMessage({ id: 'setup.tables.removeNamed' }, { number: table.label || table.tableNumber, area: area.name })}
                    >
                      <FormattedMessage id="setup.remove" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {ready ? null : <p id="setup-tables-needed" className="onboarding__hint"><FormattedMessage id="setup.tables.needed" /></p>}
      <StepActions onBack={onBack} onNext={onNext} nextLabelId="setup.continue" disabled={!ready} describedBy={ready ? undefined : 'setup-tables-needed'} />
    </div>
  );
}
