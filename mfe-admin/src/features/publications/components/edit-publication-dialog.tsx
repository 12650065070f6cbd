import { TextsEditDialog } from '../../../components/texts-edit-dialog';
import type { AdminPublication } from '../api/add-publication';
import { updatePublication } from '../api/update-publication';
import { PublicationFields, publicationTextsOf, trimmedPublication, validatePublication } from './publication-fields';

export const PUBLICATION_EDIT_MESSAGES = {
  saved: 'Publication updated successfully.',
  failed: 'Failed to update publication. Please try again.',
} as const;

export interface EditPublicationDialogProps {
  publication: AdminPublication;
  onClose: () => void;
  onSaved: (publication: AdminPublication) => void;
}

/** 'Edit Publication': the fields of a publication already listed, English and Hindi; its cover stays. */
export function EditPublicationDialog({ publication, onClose, onSaved }: EditPublicationDialogProps) {
  return (
    <TextsEditDialog
      title="Edit Publication"
      initial={publicationTextsOf(publication)}
      // The cover is there already: the file link is asked for on its own.
      validate={(texts) => validatePublication(texts, { fileUrlRequired: true })}
      save={(texts) => updatePublication(publication._id, trimmedPublication(texts))}
      successMessage={PUBLICATION_EDIT_MESSAGES.saved}
      failureMessage={PUBLICATION_EDIT_MESSAGES.failed}
      onSaved={onSaved}
      onClose={onClose}
    >
      {(fields) => <PublicationFields {...fields} />}
    </TextsEditDialog>
  );
}
