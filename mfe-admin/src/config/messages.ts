import { UPLOAD_LIMITS } from '@society/contracts';

/** The admin dashboard's own texts of SPEC §5 and §8, word for word (only this remote shows them). */
export const ADMIN_MESSAGES = {
  addFailed: 'An error occurred',
  userUpdateFailed: 'Error updating user information',
  userDeleteConfirm: 'Are you sure you want to delete this user?',
  memberUpdateFailed: 'Error updating core team member',
  memberDeleteConfirm: 'Are you sure you want to delete this core team member?',
  receiptUpdateFailed: 'Failed to update receipt status',
  contactsLoadFailed: 'Failed to fetch contact messages',
  galleryAdded: 'Image added successfully.',
  galleryDeleting: 'Deleting image...',
  galleryDeleted: 'Image deleted successfully',
  galleryDeleteFailed: 'Failed to delete image',
  galleryTooLarge: `Image size should be less than ${UPLOAD_LIMITS.galleryImage.label}`,
  galleryBadType: 'Only JPG, PNG and WebP images are allowed',
  publicationNeedsFileAndCover: 'Please provide both file link and cover image',
  publicationTooLarge: `File size is too large. Maximum size is ${UPLOAD_LIMITS.publicationCover.label}.`,
  publicationBadType: 'Please upload an image file (JPEG, PNG, or WebP)',
  publicationAddFailed: 'Failed to add publication. Please try again.',
  publicationAdded: 'Publication added successfully.',
  publicationDeleteConfirm: 'Are you sure you want to delete this publication?',
  publicationDeleted: 'Publication deleted successfully',
  publicationDeleteFailed: 'Failed to delete publication',
  invalidList: 'Invalid data format received from server',
  activityLoadFailed: 'Failed to fetch the activity log',
  downloadFailed: 'The file could not be downloaded. Please try again.',
} as const;
