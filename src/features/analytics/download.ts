// The CSV export leaves the browser as a file (./csv.ts builds it): a Blob behind a link with `download`, so no server
// round trip and no pop-up.
import { utf8Bom } from './csv';

/** The file's bytes: UTF-8 behind a byte order mark, so spreadsheet programs keep umlauts and accents. */
export function csvBlob(text: string): Blob {
  return new Blob([utf8Bom, text], { type: 'text/csv;charset=utf-8' });
}

// The browser reads the Blob once the download starts; its address is given back a while later, not at once, as
// some browsers start reading only after the click's task has ended.
const releaseAfterMs = 60_000;

export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(csvBlob(text));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs);
}
