import type { Readable } from 'node:stream';

/** 'public' files may be served to anyone (site images); 'private' ones only to staff, by code that checks. */
export type StorageArea = 'public' | 'private';

/**
 * Where uploaded files live, outside the database. Records keep the returned key
 * ('private/donations/<uuid>.png'), never an absolute path or a URL, so the driver can change.
 */
export abstract class FileStorage {
  /** Stores the bytes under a new random name in area/folder; returns the key. */
  abstract save(area: StorageArea, folder: string, data: Buffer, extension: string): Promise<string>;

  /** Deletes a stored file; a missing file is not an error. */
  abstract remove(key: string): Promise<void>;

  /** Opens a stored file, or null when the key is malformed or nothing is stored under it. */
  abstract open(key: string): Promise<{ stream: Readable; size: number } | null>;
}

/** area/folder[/folder]/name.ext with plain characters only: no '..', no hidden files, no other dots. */
const KEY_PATTERN = /^(public|private)(\/[A-Za-z0-9_-]+)+\.[a-z0-9]{1,5}$/;
const FOLDER_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,5}$/;

/** The only types a stored file is ever served as, fixed by us from the extension (never guessed). */
const IMAGE_CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The image content type of a stored file's extension, or undefined for anything that is not one. */
export function imageContentType(extension: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(IMAGE_CONTENT_TYPES, extension) ? IMAGE_CONTENT_TYPES[extension] : undefined;
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageTarget(folder: string, extension: string): void {
  if (!FOLDER_PATTERN.test(folder) || !EXTENSION_PATTERN.test(extension)) {
    throw new Error(`Invalid storage folder or extension: ${folder} .${extension}`);
  }
}
