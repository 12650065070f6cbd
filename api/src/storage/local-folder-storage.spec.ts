import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { LocalFolderStorage } from './local-folder-storage';

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

  it('stores bytes under a random name in area/folder and leaves no temporary file', async () => {
    const first = await storage.save('private', 'donations', Buffer.from('one'), 'png');
    const second = await storage.save('private', 'donations', Buffer.from('two'), 'png');

    expect(first).toMatch(/^private\/donations\/[0-9a-f-]{36}\.png$/);
    expect(second).not.toBe(first);
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

  it('refuses a folder or extension that could escape the upload folder', async () => {
    await expect(storage.save('public', '../private', Buffer.from('x'), 'png')).rejects.toThrow('Invalid storage folder');
    await expect(storage.save('public', 'gallery', Buffer.from('x'), 'png/../../x')).rejects.toThrow('Invalid storage folder');
  });

  it('opens a stored file, and answers null for missing, malformed or hidden keys', async () => {
    const key = await storage.save('public', 'gallery', Buffer.from('image'), 'webp');
    const opened = await storage.open(key);
    expect(opened?.size).toBe(5);
    // Read it to the end, so no stream is still opening the file when the folder is removed.
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('image');

    for (const bad of ['public/gallery/missing.webp', 'public/../private/x.png', '/etc/passwd', 'public/gallery/.tmp.png', 'public', 'other/x.png']) {
      expect(await storage.open(bad)).toBeNull();
    }
  });

  it('removes a file, and a missing one without complaint', async () => {
    const key = await storage.save('public', 'gallery', Buffer.from('image'), 'webp');
    await storage.remove(key);
    await storage.remove(key);
    expect(fs.existsSync(path.join(root, key))).toBe(false);
  });
});
