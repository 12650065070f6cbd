import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { LocalFolderStorage } from './local-folder-storage';

// What every driver must do (save/open/remove, keys, refusals) is checked for each driver by
// api/test/storage-drivers.e2e-spec.ts; these are the local folder's own promises on disk.
describe('LocalFolderStorage', () => {
  let root: string;
  let storage: LocalFolderStorage;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-spec-'));
    storage = new LocalFolderStorage({ uploadDir: root } as AppConfig);
  });

  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes the file under its key inside the upload folder and leaves no temporary file', async () => {
    const first = await storage.save('private', 'donations', Buffer.from('one'), 'png');
    const second = await storage.save('private', 'donations', Buffer.from('two'), 'png');

    expect(fs.readFileSync(path.join(root, first), 'utf8')).toBe('one');
    expect(fs.readdirSync(path.join(root, 'private', 'donations')).sort()).toEqual([path.basename(first), path.basename(second)].sort());
  });

  it('leaves no file, not even the temporary one, when the write fails half-way', async () => {
    const rename = jest.spyOn(fs.promises, 'rename').mockRejectedValueOnce(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    try {
      await expect(storage.save('public', 'gallery', Buffer.from('x'), 'png')).rejects.toThrow('disk full');
    } finally {
      rename.mockRestore();
    }
    expect(fs.readdirSync(path.join(root, 'public', 'gallery'))).toEqual([]);
  });

  it('never opens a hidden temporary file or a folder, even when one is there', async () => {
    fs.mkdirSync(path.join(root, 'public', 'gallery', 'sub.png'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'gallery', '.half.tmp'), 'half');
    expect(await storage.open('public/gallery/.half.tmp')).toBeNull();
    expect(await storage.open('public/gallery/sub.png')).toBeNull();
  });

  it('deletes the file from disk', async () => {
    const key = await storage.save('public', 'gallery', Buffer.from('image'), 'webp');
    await storage.remove(key);
    expect(fs.existsSync(path.join(root, key))).toBe(false);
  });
});
