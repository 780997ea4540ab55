import { FormattedMessage, IntlProvider } from 'react-intl';
import { messages, type Locale } from '../i18n/messages';

function browserLocale(): Locale {
  const language = navigator.language.slice(0, 2);
  return language === 'de' || language === 'es' ? language : 'en';
}

export function App() {
  const locale = browserLocale();
  return (
    <IntlProvider locale={locale} messages={messages[locale]} defaultLocale="en">
      <main className="landing">
        <h1>
          <FormattedMessage id="landing.title" />
        </h1>
        <p>
          <FormattedMessage id="landing.body" />
        </p>
        <p>
          <a href="/r/demo/">
            <FormattedMessage id="landing.demo" />
          </a>
        </p>
      </main>
    </IntlProvider>
  );
}
