import { Injectable, Logger, UnsupportedMediaTypeException } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@society/contracts';
import type { SingleFileUploadOptions } from '../../middleware/single-file-upload';
import { FileStorage } from '../../storage/file-storage';
import type { ImageVariant } from '../../database/schemas/image-variant.schema';
import { ImageRejectedError, toWebImage, WEB_IMAGE_SIDES } from '../../storage/image-sanitizer';

const BAD_TYPE = 'Please upload an image file (JPEG, PNG, or WebP)';

/** Each kind of site image the admin uploads: its multipart field, limits, folder and answers (SPEC §5/§8). */
export const SITE_IMAGES = {
  profilePhoto: {
    field: 'profilePhoto',
    maxBytes: UPLOAD_LIMITS.profilePhoto.bytes,
    tooLargeMessage: `Profile photo is too large. Maximum size is ${UPLOAD_LIMITS.profilePhoto.label}.`,
    badTypeMessage: BAD_TYPE,
    folder: 'core-team',
    sides: WEB_IMAGE_SIDES.profilePhoto,
  },
  galleryImage: {
    field: 'photo',
    maxBytes: UPLOAD_LIMITS.galleryImage.bytes,
    tooLargeMessage: `Image size should be less than ${UPLOAD_LIMITS.galleryImage.label}`,
    badTypeMessage: 'Only JPG, PNG and WebP images are allowed',
    folder: 'gallery',
    sides: WEB_IMAGE_SIDES.galleryImage,
  },
  publicationCover: {
    field: 'coverImage',
    maxBytes: UPLOAD_LIMITS.publicationCover.bytes,
    tooLargeMessage: `File size is too large. Maximum size is ${UPLOAD_LIMITS.publicationCover.label}.`,
    badTypeMessage: BAD_TYPE,
    folder: 'publications',
    sides: WEB_IMAGE_SIDES.publicationCover,
    maxBodyBytes: UPLOAD_LIMITS.publicationBody.bytes,
  },
  siteLogo: {
    field: 'picture',
    maxBytes: UPLOAD_LIMITS.sitePicture.bytes,
    tooLargeMessage: `The picture is too large. Maximum size is ${UPLOAD_LIMITS.sitePicture.label}.`,
    badTypeMessage: BAD_TYPE,
    folder: 'site',
    sides: WEB_IMAGE_SIDES.siteLogo,
  },
  /** The hero, carousel and campaign cover pictures. */
  sitePicture: {
    field: 'picture',
    maxBytes: UPLOAD_LIMITS.sitePicture.bytes,
    tooLargeMessage: `The picture is too large. Maximum size is ${UPLOAD_LIMITS.sitePicture.label}.`,
    badTypeMessage: BAD_TYPE,
    folder: 'site',
    sides: WEB_IMAGE_SIDES.sitePicture,
  },
} as const satisfies Record<string, SingleFileUploadOptions & { badTypeMessage: string; folder: string; sides: readonly number[] }>;

export type SiteImageKind = keyof typeof SITE_IMAGES;

/** A stored site image: the widest copy (the record's path) and every copy, smallest first, for srcset. */
export interface StoredSiteImage {
  path: string;
  variants: ImageVariant[];
}

/** Stores web copies of an uploaded site image in the public area, one per width; the original is never kept. */
@Injectable()
export class SiteImages {
  private readonly logger = new Logger('SiteImages');

  constructor(private readonly storage: FileStorage) {}

  /** The stored copies; 415 with the kind's message when the upload is not a usable image. */
  async store(kind: SiteImageKind, upload: Buffer): Promise<StoredSiteImage> {
    const { folder, sides, badTypeMessage } = SITE_IMAGES[kind];
    const variants: ImageVariant[] = [];
    try {
      for (const side of sides) {
        const image = await toWebImage(upload, side);
        // A small original gives the same copy for every larger side: keep it once.
        if (variants.some(({ width }) => width === image.width)) continue;
        variants.push({ width: image.width, path: await this.storage.save('public', folder, image.data, image.extension) });
      }
    } catch (error) {
      await this.remove({ variants }); // the copies already saved (a failure is logged: the upload's own error answers)
      if (error instanceof ImageRejectedError) throw new UnsupportedMediaTypeException(badTypeMessage);
      throw error;
    }
    return { path: variants[variants.length - 1].path, variants };
  }

  /**
   * Copies a stored image's files into another kind's folder, so each record owns its files: a gallery
   * picture chosen for the Site tab stays on the site when the gallery item is deleted, and the other way round.
   * Null when a file of the image is missing.
   */
  async copy(image: { path: string; variants?: ImageVariant[] | null }, kind: SiteImageKind): Promise<StoredSiteImage | null> {
    const { folder } = SITE_IMAGES[kind];
    const sources = image.variants?.length ? image.variants : [{ width: 0, path: image.path }];
    const variants: ImageVariant[] = [];
    try {
      for (const source of sources) {
        const file = await this.storage.open(source.path);
        if (!file) {
          this.logger.warn(`Could not copy ${source.path}: the file is missing`);
          await this.remove({ variants });
          return null;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of file.stream) chunks.push(chunk as Buffer);
        const extension = source.path.slice(source.path.lastIndexOf('.') + 1);
        variants.push({ width: source.width, path: await this.storage.save('public', folder, Buffer.concat(chunks), extension) });
      }
    } catch (error) {
      await this.remove({ variants });
      throw error;
    }
    return { path: variants[variants.length - 1].path, variants: variants.filter(({ width }) => width > 0) };
  }

  /**
   * Removes every stored copy of an image (records from before copies were made have only `path`). Called
   * once the record no longer names them, so a copy that cannot be removed (storage briefly away) is logged
   * as a leftover file rather than failing a change that has already been made.
   */
  async remove(image: { path?: string | null; variants?: ImageVariant[] | null }): Promise<void> {
    const paths = new Set([image.path, ...(image.variants ?? []).map(({ path }) => path)]);
    for (const path of paths) {
      if (!path) continue;
      await this.storage.remove(path).catch((error: Error) => this.logger.warn(`Left a file behind: could not remove ${path} (${error.message})`));
    }
  }
}
