import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BrandImageKind } from '../../../core/images';
import type { AppConfig } from '../../../core/schemas/restaurants';
import { fileUrl } from '../../api/restaurants';
import { removeBrandImage, uploadBrandImage } from '../../api/settings';
import { useRestaurant } from '../../shell/restaurant-context';
import { ImageUploadField } from '../../ui/ImageUploadField';
import { queryKeys } from '../../api/query-keys';
import { Section } from '../../ui/Section';

/** Spec §7: the restaurant's logo, favicon and app icons; each upload is stored and published at once. */
export function BrandImagesForm({ config }: { config: AppConfig }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { restaurantId } = useRestaurant();
  const images = config.images ?? {};

  const changed = async (next: AppConfig) => {
    queryClient.setQueryData(queryKeys.ownAppConfig(), next);
    // The shell and the booking page read the published config: they pick up the new favicon and logo.
    await queryClient.invalidateQueries({ queryKey: queryKeys.appConfig(restaurantId) });
  };
  const actions = (kind: BrandImageKind, present: boolean) => ({
    upload: async (file: File) => changed(await uploadBrandImage(kind, file)),
    remove: present ? async () => changed(await removeBrandImage(kind)) : undefined,
  });
  const none = <span className="image-field__none"><FormattedMessage id="settings.images.none" /></span>;
  const alt = (kind: string) => intl.formatMessage({ id: 'settings.images.preview' }, { name: intl.formatMessage({ id: `settings.images.${kind}` }) });

  return (
    <Section id="brand-images-title" titleId="settings.images.title" className="card form">
      <ImageUploadField
        kind="logo"
        label={<FormattedMessage id="settings.images.logo" />}
        hint={<FormattedMessage id="settings.images.logoHint" />}
        preview={images.logo ? <img src={fileUrl(images.logo.png)} alt={alt('logo')} className="image-field__logo" /> : none}
        {...actions('logo', Boolean(images.logo))}
      />
      <ImageUploadField
        kind="favicon"
        label={<FormattedMessage id="settings.images.favicon" />}
        hint={<FormattedMessage id="settings.images.faviconHint" />}
        preview={images.favicon ? <img src={fileUrl(images.favicon.png48 ?? images.favicon.ico)} alt={alt('favicon')} width={48} height={48} /> : none}
        {...actions('favicon', Boolean(images.favicon))}
      />
      <ImageUploadField
        kind="app-icon"
        label={<FormattedMessage id="settings.images.appIcon" />}
        hint={<FormattedMessage id="settings.images.appIconHint" />}
        preview={
          images.appIcon ? (
            <span className="row">
              <img src={fileUrl(images.appIcon.png192)} alt={alt('appIcon')} width={72} height={72} />
              {/* How a phone shows the maskable icon: cut to a circle, only the safe zone sure to show. */}
              <img src={fileUrl(images.appIcon.maskable512)} alt={intl.formatMessage({ id: 'settings.images.maskablePreview' })} width={72} height={72} className="image-field__maskable" />
            </span>
          ) : (
            none
          )
        }
        {...actions('app-icon', Boolean(images.appIcon))}
      />
    </Section>
  );
}
