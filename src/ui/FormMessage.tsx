/**
 * A form's outcome line: an error is an alert (read out at once), information a status. Nothing when there is no text.
 */
export function FormMessage({ text, kind = 'error' }: { text: string | null | undefined; kind?: 'error' | 'info' }) {
  if (!text) return null;
  return (
    <p className={kind === 'error' ? 'form__error' : 'form__info'} role={kind === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
