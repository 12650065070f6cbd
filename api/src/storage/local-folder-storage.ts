import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppConfig } from '../config/app-config';
import { assertStorageTarget, FileStorage, isStorageKey, type StorageArea } from './file-storage';

/** Stores files in UPLOAD_DIR (public/… and private/…): the default driver (STORAGE_DRIVER=local). */
@Injectable()
export class LocalFolderStorage extends FileStorage {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = path.resolve(config.uploadDir);
  }

  async save(area: StorageArea, folder: string, data: Buffer, extension: string): Promise<string> {
    assertStorageTarget(folder, extension);
    const key = `${area}/${folder}/${randomUUID()}.${extension}`;
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written under a hidden temporary name, then renamed: a reader never sees half a file, and a failed
    // write leaves nothing under a real name.
    const temporary = path.join(path.dirname(target), `.${randomUUID()}.tmp`);
    try {
      await fs.writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return key;
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await fs.rm(this.pathOf(key), { force: true });
  }

  async open(key: string) {
    if (!isStorageKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const stats = await fs.lstat(file);
      if (!stats.isFile()) return null; // no directories, no symbolic links
      return { stream: createReadStream(file), size: stats.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    }
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    // The key pattern already rules out traversal; this is the second lock.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the upload folder: ${key}`);
    return file;
  }
}
