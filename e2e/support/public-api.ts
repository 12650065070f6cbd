// Admin calls to the real API through nginx, to create the content the public pages show and to
// read back what a visitor sent; plus a small generated PNG for the uploads.
import zlib from 'node:zlib';
import { adminLoginToken } from './api';
import { baseUrl } from './state';

/** Sends a request as the e2e admin; fails the test on any status but `expected`. */
export async function asAdmin<T>(path: string, init: { method?: string; body?: FormData } = {}, expected = 200): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${await adminLoginToken()}` },
    body: init.body,
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A multipart body of text fields and one PNG file. */
export function multipart(fields: Record<string, string>, file: { field: string; name: string; png: Buffer }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.field, new Blob([new Uint8Array(file.png)], { type: 'image/png' }), file.name);
  return form;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of one colour (8-bit RGB), small enough for every upload limit. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
