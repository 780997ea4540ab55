// A small preview of the creator's public page (spec §1 /{username}) from the form's current draft: picture, name,
// the bio in the reader's language, links and recommended restaurants, with a link to the page itself.
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProgrammeRestaurant } from './PartnersField';
import { bioLanguages, type BioLanguage, type ProfileDraft } from './profile-form';
import { Section } from '../../ui/Section';
import { Message } from '../../ui/Message';

export function ProfilePreview({ draft, username, picture, programme }: { draft: ProfileDraft; username: string | null; picture: string | undefined; programme: readonly ProgrammeRestaurant[] }) {
  const intl = useIntl();
  const language = (bioLanguages as readonly string[]).includes(intl.locale.slice(0, 2)) ? (intl.locale.slice(0, 2) as BioLanguage) : 'en';
  const bio = draft.bios[language] || bioLanguages.map((lang) => draft.bios[lang]).find(Boolean) || '';
  const names = draft.partners.map((id) => programme.find((r) => r.id === id)?.name ?? id);
  return (
    <Section id="creator-preview" titleId="creator.preview.title" className="card creator-preview">
      <div className="creator-preview__head">
        {picture ? <img className="creator-preview__picture" src={picture} alt="" width={64} height={64} /> : <span className="creator-preview__picture creator-preview__picture--none" aria-hidden="true">{(draft.displayName || username || '?').slice(0, 1).toUpperCase()}</span>}
        <div>
          <p className="creator-preview__name">{draft.displayName || username}</p>
          {username ? <p className="creator-muted">/{username}</p> : null}
        </div>
      </div>
      {bio ? <p className="creator-preview__bio">{bio}</p> : <Message className="creator-muted" id="creator.preview.noBio" />}
      {names.length ? (
        <p>
          <FormattedMessage id="creator.preview.recommends" values={{ restaurants: intl.formatList(names, { type: 'conjunction' }) }} />
        </p>
      ) : null}
      {draft.links.filter((link) => link.trim()).length ? (
        <p className="creator-muted"><FormattedMessage id="creator.preview.links" values={{ count: draft.links.filter((link) => link.trim()).length }} /></p>
      ) : null}
      {username ? (
        <a href={`/${encodeURIComponent(username)}`} target="_blank" rel="noreferrer">
          <FormattedMessage id="creator.preview.open" />
        </a>
      ) : null}
    </Section>
  );
}
