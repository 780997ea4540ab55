// The update banner lives in a React root of its own, mounted only when a new version is waiting, so none of it is in
// the entry chunk. It follows the page's language (<html lang>, set by the app's I18nProvider).
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '../../i18n/I18nProvider';
import { fallbackLanguage, isLanguage, type Language } from '../../../core/i18n/locale';
import { UpdateBanner } from './UpdateBanner';

let root: Root | null = null;
let onUpdate: () => Promise<void> = async () => undefined;
let dismissed = false;

const pageLanguage = (): Language => {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : fallbackLanguage;
};

function render(): void {
  root?.render(
    <StrictMode>
      <I18nProvider language={pageLanguage()} scope="all" fallback={null}>
        {dismissed ? null : (
          <UpdateBanner
            onUpdate={() => onUpdate()}
            onDismiss={() => {
              dismissed = true;
              render();
            }}
          />
        )}
      </I18nProvider>
    </StrictMode>,
  );
}

/** Shows the banner (again, if it was dismissed) with `update` behind its button. */
export function showUpdatePrompt(update: () => Promise<void>): void {
  onUpdate = update;
  dismissed = false;
  if (!root) {
    const container = document.createElement('div');
    container.className = 'update-prompt';
    document.body.append(container);
    root = createRoot(container);
    new MutationObserver(render).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
  render();
}
