import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { fileUrl } from '../../api/restaurants';
import { uploadAreaImage } from '../../api/settings';
import { ImageUploadField } from '../../ui/ImageUploadField';
import { queryKeys } from '../../api/query-keys';

/** An uploaded area image has a thumbnail under the same name (server/services/images.ts); an outside link has not. */
const thumbnailOf = (imageURL: string) => (imageURL.startsWith('/files/images/') ? imageURL.replace('/files/images/', '/files/thumbnails/') : imageURL);

/**
 * Uploads an area image beside the imageURL field and fills the field. An existing area gets the image at once; a new
 * one keeps it once the area is saved.
 */
export function AreaImageField({ areaId, imageURL, onUploaded }: { areaId: string | undefined; imageURL: string; onUploaded: (url: string) => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const upload = async (file: File) => {
    const uploaded = await uploadAreaImage(file, areaId);
    onUploaded(uploaded.imageURL);
    if (uploaded.area) await queryClient.invalidateQueries({ queryKey: queryKeys.areas() });
  };
  return (
    <ImageUploadField
      kind="area"
      label={<FormattedMessage id="settings.images.areaImage" />}
      hint={<FormattedMessage id="settings.images.areaHint" />}
      preview={
        imageURL ? (
          <img src={fileUrl(thumbnailOf(imageURL))} alt={intl.formatMessage({ id: 'settings.images.preview' }, { name: intl.formatMessage({ id: 'settings.areas.image' }) })} className="image-field__photo" />
        ) : (
          <span className="image-field__none"><FormattedMessage id="settings.images.none" /></span>
        )
      }
      upload={upload}
      uploadedText={<FormattedMessage id={areaId ? 'settings.images.areaSaved' : 'settings.images.areaSaveToKeep'} />}
    />
  );
}
