import { useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { acceptAttribute, acceptedImageTypes, maxImageBytes, minImageSide, type ImageKind } from '../../core/images';
import { ApiError } from '../api/client';
import { messageForError } from '../i18n/error-messages';

export interface ImageUploadFieldProps {
  kind: ImageKind;
  label: ReactNode;
  hint: ReactNode;
  /** The current image (previewed), or null when there is none. */
  preview: ReactNode;
  /** Sends the file; resolves once it is stored. */
  upload: (file: File) => Promise<unknown>;
  /** Shown after a successful upload. */
  uploadedText?: ReactNode;
  /** Offered when there is an image to remove. */
  remove?: () => Promise<unknown>;
}

/**
 * A labelled file picker for one kind of image (spec §7): checks size, type and dimensions before sending (the server
 * checks them again from the bytes), uploads at once, and says what went wrong in the reader's language.
 */
export function ImageUploadField({ kind, label, hint, preview, upload, uploadedText, remove }: ImageUploadFieldProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await work();
      setDone(true);
    } catch (failure) {
      setError(uploadErrorText(intl, kind, failure));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      const problem = await problemWith(intl, kind, file);
      if (problem) throw new LocalProblem(problem);
      await upload(file);
    });
  };

  return (
    <div className="image-field">
      <label className="field" htmlFor={`${id}-file`}>
        <span>{label}</span>
      </label>
      <div className="image-field__row">
        <div className="image-field__preview">{preview}</div>
        <div className="image-field__controls">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={acceptAttribute(kind)}
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {remove ? (
            <button type="button" className="button" disabled={busy} onClick={() => void run(remove)}>
              <FormattedMessage id="settings.images.remove" />
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="image-field__hint">{hint}</p>
      {busy ? <p className="form__info" role="status"><FormattedMessage id="settings.images.uploading" /></p> : null}
      {error ? <p className="form__error" role="alert">{error}</p> : null}
      {done && !busy ? <p className="form__info" role="status">{uploadedText ?? <FormattedMessage id="settings.images.uploaded" />}</p> : null}
    </div>
  );
}

class LocalProblem extends Error {}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function typeList(intl: IntlShape, kind: ImageKind): string {
  return intl.formatList(acceptedImageTypes[kind].map((type) => (type === 'webp' ? 'WebP' : type.toUpperCase())), { type: 'disjunction' });
}

/** The same limits as the server's, so most mistakes are caught before a byte is sent. */
async function problemWith(intl: IntlShape, kind: ImageKind, file: File): Promise<string | null> {
  if (file.size > maxImageBytes) {
    return intl.formatMessage({ id: 'settings.images.error.tooLarge' }, { max: megabytes(maxImageBytes) });
  }
  const isIco = /\.ico$/i.test(file.name) || /icon/.test(file.type);
  if (isIco) return acceptedImageTypes[kind].includes('ico') ? null : typeProblem(intl, kind);
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return typeProblem(intl, kind);
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return intl.formatMessage({ id: 'settings.images.error.unreadable' });
  }
  const { width, height } = bitmap;
  bitmap.close();
  const min = minImageSide[kind];
  return Math.min(width, height) < min ? intl.formatMessage({ id: 'settings.images.error.tooSmall' }, { width, height, min }) : null;
}

const typeProblem = (intl: IntlShape, kind: ImageKind) => intl.formatMessage({ id: 'settings.images.error.type' }, { types: typeList(intl, kind) });

/** A refusal in the reader's language: the image's own limits as the form states them, anything else by its code. */
function uploadErrorText(intl: IntlShape, kind: ImageKind, failure: unknown): string {
  if (failure instanceof LocalProblem) return failure.message;
  if (failure instanceof ApiError && failure.code === 'payload_too_large') return intl.formatMessage({ id: 'settings.images.error.tooLarge' }, { max: megabytes(maxImageBytes) });
  if (failure instanceof ApiError && failure.code === 'unsupported_media_type') return typeProblem(intl, kind);
  return messageForError(intl, failure);
}
