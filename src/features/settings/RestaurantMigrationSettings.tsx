import { useFailureText } from '../../i18n/use-failure-text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  exportFileName,
  exportSummary,
  RestaurantExport,
  restaurantImportMaxBytes,
  type RestaurantImportResult,
} from '../../../core/schemas/restaurant-export';
import { fetchRestaurantExport, importRestaurantFile } from '../../api/restaurant-migration';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { CheckboxChoice } from '../../ui/CheckboxChoice';

/** Hands the file to the browser as a download (an object URL on a temporary link). */
function saveFile(file: RestaurantExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(file);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the URL only keeps the file in memory.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Spec §2 settings page restaurantMigration: export the restaurant as one file, import such a file into it. */
export function RestaurantMigrationSettings() {
  return (
    <div className="page page--narrow">
      <Message as="h1" id="settings.page.restaurantMigration" />
      <ExportCard />
      <ImportCard />
    </div>
  );
}

function ExportCard() {
  const titleId = useId();
  const [withReservations, setWithReservations] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failureText = useFailureText();
  const download = useMutation({
    mutationFn: () => fetchRestaurantExport(withReservations),
    onSuccess: (file) => {
      setError(null);
      saveFile(file);
    },
    onError: (failure) => setError(failureText(failure)),
  });
  return (
    <section className="card form" aria-labelledby={titleId}>
      <h2 id={titleId}><FormattedMessage id="settings.migration.exportTitle" /></h2>
      <Message id="settings.migration.exportHelp" />
      <Message className="notice" id="settings.migration.notIncluded" />
      <CheckboxChoice labelId="settings.migration.includeReservations" checked={withReservations} onChange={setWithReservations} />
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      {download.isSuccess ? (
        <p className="form__info" role="status">
          <FormattedMessage id="settings.migration.exported" values={{ file: exportFileName(download.data) }} />
        </p>
      ) : null}
      <div className="row">
        <button type="button" className="button button--primary" disabled={download.isPending} onClick={() => download.mutate()}>
          <FormattedMessage id="settings.migration.exportButton" />
        </button>
      </div>
    </section>
  );
}

interface Picked {
  name: string;
  file: RestaurantExport;
  /** The JSON as read; the server validates it itself. */
  raw: unknown;
}

function ImportCard() {
  const intl = useIntl();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failureText = useFailureText();
  const [result, setResult] = useState<RestaurantImportResult | null>(null);
  const run = useMutation({
    mutationFn: (raw: unknown) => importRestaurantFile(raw),
    onSuccess: async (done) => {
      setError(null);
      setResult(done);
      setPicked(null);
      // Everything about the restaurant may have changed: floor, rules, app config, roles.
      await queryClient.invalidateQueries();
    },
    onError: (failure) => setError(failureText(failure)),
  });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setPicked(null);
    setProblem(null);
    setError(null);
    setResult(null);
    if (!chosen) return;
    if (chosen.size > restaurantImportMaxBytes) {
      setProblem(intl.formatMessage({ id: 'settings.migration.tooLarge' }, { megabytes: restaurantImportMaxBytes / 1024 / 1024 }));
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await chosen.text());
    } catch {
      setProblem(intl.formatMessage({ id: 'settings.migration.notJson' }));
      return;
    }
    // The same schema as the server's, so a broken file is explained before anything is sent.
    const parsed = RestaurantExport.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      setProblem(intl.formatMessage({ id: 'settings.migration.invalid' }, { reason: `${where}${issue?.message ?? ''}` }));
      return;
    }
    setPicked({ name: chosen.name, file: parsed.data, raw });
  }

  return (
    <section className="card form" aria-labelledby={titleId}>
      <h2 id={titleId}><FormattedMessage id="settings.migration.importTitle" /></h2>
      <Message id="settings.migration.importHelp" />
      <Field labelId="settings.migration.file">
        <input type="file" accept="application/json,.json" onChange={(event) => void pick(event)} />
      </Field>
      {problem ? <p className="form__error" role="alert">{problem}</p> : null}
      {picked ? <ImportSummary picked={picked} /> : null}
      {error ? (
        <p className="form__error" role="alert">
          <FormattedMessage id="settings.migration.failed" values={{ message: error }} />
        </p>
      ) : null}
      {result ? <ImportDone result={result} /> : null}
      {picked ? (
        <div className="row">
          <ConfirmButton
            words={{ label: 'settings.migration.importButton', title: 'settings.migration.confirmTitle', text: 'settings.migration.confirmText', confirm: 'settings.migration.confirmButton', cancel: 'settings.cancel' }}
            disabled={run.isPending}
            busy={run.isPending}
            onConfirm={() => run.mutate(picked.raw)}
          />
        </div>
      ) : null}
    </section>
  );
}

function ImportSummary({ picked }: { picked: Picked }) {
  const intl = useIntl();
  const counts = exportSummary(picked.file);
  const exportedAt = intl.formatDate(picked.file.exportedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div role="region" aria-label={intl.formatMessage({ id: 'settings.migration.summaryTitle' }, { file: picked.name })}>
      <h3><FormattedMessage id="settings.migration.summaryTitle" values={{ file: picked.name }} /></h3>
      <p>
        <FormattedMessage
          id="settings.migration.summarySource"
          values={{ name: picked.file.source.name, id: picked.file.source.restaurantId, date: exportedAt }}
        />
      </p>
      <ul>
        <li><FormattedMessage id="settings.migration.countAreas" values={{ count: counts.areas }} /></li>
        <li><FormattedMessage id="settings.migration.countAreaGroups" values={{ count: counts.areaGroups }} /></li>
        <li><FormattedMessage id="settings.migration.countTables" values={{ count: counts.tables }} /></li>
        <li><FormattedMessage id="settings.migration.countSpecials" values={{ count: counts.specials }} /></li>
        <li><FormattedMessage id="settings.migration.countRoles" values={{ count: counts.roles }} /></li>
        <li><FormattedMessage id="settings.migration.countBlockers" values={{ count: counts.blockers }} /></li>
        <li>
          {counts.reservations === null ? (
            <FormattedMessage id="settings.migration.noReservations" />
          ) : (
            <FormattedMessage id="settings.migration.countReservations" values={{ count: counts.reservations }} />
          )}
        </li>
      </ul>
    </div>
  );
}

function ImportDone({ result }: { result: RestaurantImportResult }) {
  return (
    <div className="form__info" role="status">
      <p><FormattedMessage id="settings.migration.done" values={{ areas: result.areas, tables: result.tables, reservations: result.reservations }} /></p>
      {result.keptRoles.length > 0 ? (
        <p><FormattedMessage id="settings.migration.keptRoles" values={{ roles: result.keptRoles.join(', ') }} /></p>
      ) : null}
      {result.newTokens > 0 ? <p><FormattedMessage id="settings.migration.newTokens" values={{ count: result.newTokens }} /></p> : null}
      {result.droppedImages > 0 ? <p><FormattedMessage id="settings.migration.droppedImages" values={{ count: result.droppedImages }} /></p> : null}
    </div>
  );
}
