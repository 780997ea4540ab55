// The creator's profile (spec §2 /c/profile; spec §1 public profile): display name, a bio per language, a picture
// uploaded and resized by the server, links, and the programme restaurants they recommend, saved with
// PUT /users/me/public-information; a preview card shows the public page from the draft.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { creatorQueries, savePublicInformation, uploadProfilePicture } from '../../api/creator';
import { useAuth } from '../../auth/auth-context';
import { useFailureText } from '../../i18n/use-failure-text';
import type { PageProps } from '../../shell/page-props';
import { FormMessage } from '../../ui/FormMessage';
import { ImageUploadField } from '../../ui/ImageUploadField';
import { Spinner } from '../../ui/Spinner';
import { LinksField } from './LinksField';
import { PartnersField } from './PartnersField';
import { ProfilePreview } from './ProfilePreview';
import { bioLanguages, draftOf, inputOf, maxBioLength, type ProfileDraft } from './profile-form';
import './creators.css';
import { Field } from '../../ui/Field';

function BioFields({ bios, onChange }: { bios: ProfileDraft['bios']; onChange: (bios: ProfileDraft['bios']) => void }) {
  return (
    <fieldset className="creator-fieldset">
      <legend><FormattedMessage id="creator.profile.bio" /></legend>
      {bioLanguages.map((language) => (
        <label key={language} className="field">
          <span><FormattedMessage id={`creator.profile.bio.${language}`} /></span>
          <textarea lang={language} rows={3} maxLength={maxBioLength} value={bios[language]} onChange={(event) => onChange({ ...bios, [language]: event.target.value })} />
        </label>
      ))}
    </fieldset>
  );
}

function ProfileForm() {
  const intl = useIntl();
  const auth = useAuth();
  const errorText = useFailureText();
  const me = auth.me;
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(me?.publicInformation ?? {}));
  const [badLinks, setBadLinks] = useState<number[]>([]);
  const programme = useQuery(creatorQueries.programme());
  const restaurants = (programme.data?.items ?? []).map((r) => ({ id: r.restaurantId, name: r.name }));
  const save = useMutation({ mutationFn: savePublicInformation, onSuccess: () => auth.refresh() });
  const removePicture = useMutation({ mutationFn: savePublicInformation, onSuccess: () => auth.refresh() });
  const update = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    save.reset();
  };
  const submit = () => {
    const result = inputOf(draft);
    setBadLinks(result.ok ? [] : result.badLinks);
    if (result.ok) save.mutate(result.input);
  };

  return (
    <div className="creator-profile">
      <form className="form creator-profile__form" onSubmit={(event) => { event.preventDefault(); submit(); }} noValidate>
        <Field labelId="creator.profile.displayName">
          <input type="text" maxLength={120} autoComplete="nickname" value={draft.displayName} onChange={(event) => update({ displayName: event.target.value })} />
        </Field>
        <ImageUploadField
          kind="profile-picture"
          label={<FormattedMessage id="creator.profile.picture" />}
          hint={<FormattedMessage id="creator.profile.pictureHint" />}
          preview={me?.publicInformation.profilePictureURL ? <img src={me.publicInformation.profilePictureURL} alt={intl.formatMessage({ id: 'creator.profile.pictureAlt' })} width={96} height={96} className="creator-preview__picture" /> : null}
          upload={async (file) => { await uploadProfilePicture(file); await auth.refresh(); }}
          uploadedText={<FormattedMessage id="creator.profile.pictureSaved" />}
        />
        {me?.publicInformation.profilePictureURL ? (
          <div className="row">
            <button type="button" className="button" disabled={removePicture.isPending} onClick={() => removePicture.mutate({ profilePictureURL: null })}>
              <FormattedMessage id="creator.profile.removePicture" />
            </button>
          </div>
        ) : null}
        {removePicture.isSuccess ? <FormMessage kind="info" text={intl.formatMessage({ id: 'creator.profile.pictureRemoved' })} /> : null}
        {removePicture.isError ? <FormMessage text={errorText(removePicture.error)} /> : null}
        <BioFields bios={draft.bios} onChange={(bios) => update({ bios })} />
        <LinksField links={draft.links} badLinks={badLinks} onChange={(links) => update({ links })} />
        {programme.isError ? <FormMessage text={errorText(programme.error)} /> : <PartnersField partners={draft.partners} programme={restaurants} onChange={(partners) => update({ partners })} />}
        <div className="row">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            <FormattedMessage id="creator.profile.save" />
          </button>
        </div>
        {badLinks.length ? <FormMessage text={intl.formatMessage({ id: 'creator.profile.fixLinks' })} /> : null}
        {save.isError ? <FormMessage text={errorText(save.error)} /> : null}
        {save.isSuccess ? <FormMessage kind="info" text={intl.formatMessage({ id: 'creator.profile.saved' })} /> : null}
      </form>
      <ProfilePreview draft={draft} username={me?.username ?? null} picture={me?.publicInformation.profilePictureURL ?? undefined} programme={restaurants} />
    </div>
  );
}

export default function CreatorProfilePage(_props: PageProps) {
  const { me } = useAuth();
  if (!me) return <Spinner />;
  return (
    <div className="page creator">
      <Link href="/c/overview" className="creator-back">
        <FormattedMessage id="creator.partner.back" />
      </Link>
      <FormattedMessage id="route.CreatorProfile" tagName="h1" />
      <ProfileForm />
    </div>
  );
}
