import { TextsEditDialog } from '../../../components/texts-edit-dialog';
import { publicUploadUrl } from '../../../utils/public-upload-url';
import type { GalleryImage } from '../api/add-gallery-image';
import { updateGalleryImage } from '../api/update-gallery-image';
import { GalleryTextFields, galleryTextsOf, trimmedGalleryTexts, validateGalleryTexts } from './gallery-text-fields';

export const GALLERY_EDIT_MESSAGES = {
  saved: 'Image updated successfully.',
  failed: 'Failed to update image. Please try again.',
} as const;

export interface EditImageDialogProps {
  item: GalleryImage;
  onClose: () => void;
  onSaved: (item: GalleryImage) => void;
}

/** 'Edit Image': the texts of a photo already in the gallery, English and Hindi; the photo itself stays. */
export function EditImageDialog({ item, onClose, onSaved }: EditImageDialogProps) {
  return (
    <TextsEditDialog
      title="Edit Image"
      initial={galleryTextsOf(item)}
      validate={validateGalleryTexts}
      save={(texts) => updateGalleryImage(item._id, trimmedGalleryTexts(texts))}
      successMessage={GALLERY_EDIT_MESSAGES.saved}
      failureMessage={GALLERY_EDIT_MESSAGES.failed}
      onSaved={onSaved}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <img className="wk-form__wide adm-edit-image__photo" src={publicUploadUrl(item.imageUrl)} alt="" width={320} height={200} />
          <GalleryTextFields {...fields} />
        </>
      )}
    </TextsEditDialog>
  );
}
