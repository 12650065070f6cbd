import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@society/contracts';
import type { SingleFileUploadOptions } from '../../middleware/single-file-upload';
import { FileStorage } from '../../storage/file-storage';
import { ImageRejectedError, toWebImage, WEB_IMAGE_MAX_SIDE } from '../../storage/image-sanitizer';

const BAD_TYPE = 'Please upload an image file (JPEG, PNG, or WebP)';

/** Each kind of site image the admin uploads: its multipart field, limits, folder and answers (SPEC §5/§8). */
export const SITE_IMAGES = {
  profilePhoto: {
    field: 'profilePhoto',
    maxBytes: UPLOAD_LIMITS.profilePhoto.bytes,
    tooLargeMessage: `Profile photo is too large. Maximum size is ${UPLOAD_LIMITS.profilePhoto.label}.`,
    badTypeMessage: BAD_TYPE,
    folder: 'core-team',
    maxSide: WEB_IMAGE_MAX_SIDE.profilePhoto,
  },
  galleryImage: {
    field: 'photo',
    maxBytes: UPLOAD_LIMITS.galleryImage.bytes,
    tooLargeMessage: `Image size should be less than ${UPLOAD_LIMITS.galleryImage.label}`,
    badTypeMessage: 'Only JPG, PNG and WebP images are allowed',
    folder: 'gallery',
    maxSide: WEB_IMAGE_MAX_SIDE.galleryImage,
  },
  publicationCover: {
    field: 'coverImage',
    maxBytes: UPLOAD_LIMITS.publicationCover.bytes,
    tooLargeMessage: `File size is too large. Maximum size is ${UPLOAD_LIMITS.publicationCover.label}.`,
    badTypeMessage: BAD_TYPE,
    folder: 'publications',
    maxSide: WEB_IMAGE_MAX_SIDE.publicationCover,
    maxBodyBytes: UPLOAD_LIMITS.publicationBody.bytes,
  },
} as const satisfies Record<string, SingleFileUploadOptions & { badTypeMessage: string; folder: string; maxSide: number }>;

export type SiteImageKind = keyof typeof SITE_IMAGES;

/** Stores the web copy of an uploaded site image in the public area; the original is never kept. */
@Injectable()
export class SiteImages {
  constructor(private readonly storage: FileStorage) {}

  /** The storage key of the stored copy; 415 with the kind's message when the upload is not a usable image. */
  async store(kind: SiteImageKind, upload: Buffer): Promise<string> {
    const { folder, maxSide, badTypeMessage } = SITE_IMAGES[kind];
    let image;
    try {
      image = await toWebImage(upload, maxSide);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw new UnsupportedMediaTypeException(badTypeMessage);
      throw error;
    }
    return this.storage.save('public', folder, image.data, image.extension);
  }

  /** Removes a stored image; nothing to do for none. */
  async remove(key: string | undefined | null): Promise<void> {
    if (key) await this.storage.remove(key);
  }
}
