import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFailureText } from '../i18n/use-failure-text';
import { downloadCsv } from './csv-file';
import { FormMessage } from './FormMessage';

/**
 * A button that builds a CSV file — reading every page of a list it needs — and downloads it; it waits while the
 * file is built, and a failure is said after it. `name` is the button's fuller accessible name, where needed.
 */
export function CsvExportButton({ labelId, name, build }: { labelId: string; name?: string; build(): Promise<{ fileName: string; text: string }> }) {
  const errorText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setFailure(null);
    try {
      const { fileName, text } = await build();
      downloadCsv(fileName, text);
    } catch (error) {
      setFailure(errorText(error));
    }
    setBusy(false);
  }
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => void run()} aria-label={name}>
        <FormattedMessage id={labelId} />
      </button>
      <FormMessage text={failure} />
    </>
  );
}
