import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small real image of the given format, made at test time. */
export function makeImage(format: 'png' | 'jpeg' | 'webp' = 'png', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 20 } } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of random pixels (incompressible), a little over `bytes` long. */
export async function makeNoisePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 8;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** A JPEG carrying an EXIF block, to show that stored copies lose it. */
export function makeJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366cc' } })
    .withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
    .jpeg()
    .toBuffer();
}

/** A valid PNG whose header claims width × height pixels (the pixel data stays tiny). */
export async function makePngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage('png', 8, 8));
  // The IHDR chunk starts at byte 8: length(4) type(4) width(4) height(4) … then its CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** The 8-byte PNG signature followed by garbage. */
export function pngHeaderThenGarbage(): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('this is not image data '.repeat(40))]);
}

/** A real PNG cut in half. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await makeNoisePng(20_000);
  return png.subarray(0, Math.floor(png.length / 2));
}

/** A photo-like JPEG (smooth random shapes, so it compresses like a real photo), width × height. */
export async function makePhoto(width: number, height: number, quality = 92): Promise<Buffer> {
  const small = { width: Math.ceil(width / 16), height: Math.ceil(height / 16) };
  const pixels = Buffer.alloc(small.width * small.height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality })
    .toBuffer();
}

/** The 8-byte PNG signature padded with zeros to `bytes` long: too big is all a size check needs to see. */
export function pngOfSize(bytes: number): Buffer {
  const data = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}
