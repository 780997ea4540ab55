// The profile's links (spec §1 public profile: up to 20): one address per row, added and removed by button; a row that
// is no http(s) address is marked when saving.
import { FormattedMessage, useIntl } from 'react-intl';
import { maxLinks } from './profile-form';

export function LinksField({ links, badLinks, onChange }: { links: string[]; badLinks: readonly number[]; onChange: (links: string[]) => void }) {
  const intl = useIntl();
  return (
    <fieldset className="creator-fieldset">
      <legend><FormattedMessage id="creator.profile.links" /></legend>
      <p className="creator-muted" id="creator-links-hint"><FormattedMessage id="creator.profile.linksHint" values={{ max: maxLinks }} /></p>
      <ul className="creator-rows">
        {links.map((link, index) => {
          const bad = badLinks.includes(index);
          const label = intl.formatMessage({ id: 'creator.profile.linkLabel' }, { n: index + 1 });
          return (
            <li key={index} className="creator-row">
              <label className="field creator-row__grow">
                <span className="visually-hidden">{label}</span>
                <input
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link}
                  aria-label={label}
                  aria-invalid={bad || undefined}
                  aria-describedby={bad ? `creator-link-error-${index}` : 'creator-links-hint'}
                  onChange={(event) => onChange(links.map((value, at) => (at === index ? event.target.value : value)))}
                />
              </label>
              <button type="button" className="button" aria-label={intl.formatMessage({ id: 'creator.profile.removeLink' }, { n: index + 1 })} onClick={() => onChange(links.filter((_, at) => at !== index))}>
                <FormattedMessage id="creator.profile.remove" />
              </button>
              {bad ? (
                <p className="form__error creator-row__error" id={`creator-link-error-${index}`}>
                  <FormattedMessage id="creator.profile.badLink" />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" disabled={links.length >= maxLinks} onClick={() => onChange([...links, ''])}>
        <FormattedMessage id="creator.profile.addLink" />
      </button>
    </fieldset>
  );
}
