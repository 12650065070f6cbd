import type { default as SharpModule, Sharp } from 'sharp';

type SharpFactory = typeof SharpModule;
let loadedSharp: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) is loaded at the first upload, not at start: it adds about 20 MB to every API process
 * and most processes never see an upload. Uploads are rare and each image is decoded once, so libvips'
 * operation cache (up to 50 MB by default) would only hold memory; one thread per image keeps a burst of
 * uploads from multiplying it.
 */
function loadSharp(): Promise<SharpFactory> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadedSharp;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface SanitizedImage {
  data: Buffer;
  format: ImageFormat;
  /** File name extension for the format. */
  extension: 'jpg' | 'png' | 'webp';
}

/** Decoding cost grows with pixels, not bytes: a 1 MB PNG can claim billions. 40 MP covers any phone photo. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The upload is not a JPEG, PNG or WebP image we can decode. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
}

const EXTENSIONS: Record<ImageFormat, SanitizedImage['extension']> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The format the first bytes announce; anything else (SVG, HTML, GIF, PDF…) never reaches the decoder. */
function sniff(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const DECODE_OPTIONS = { failOn: 'truncated' } as const;

/** The format of a sound JPEG, PNG or WebP within the pixel limit; ImageRejectedError for anything else. */
async function checkImage(input: Buffer, maxPixels: number): Promise<ImageFormat> {
  const format = sniff(input);
  if (!format) throw new ImageRejectedError('not a JPEG, PNG or WebP image');
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(input, { ...DECODE_OPTIONS, limitInputPixels: maxPixels }).metadata();
    if (metadata.format !== format) throw new ImageRejectedError(`content is ${metadata.format}, not ${format}`);
    if (!metadata.width || !metadata.height || metadata.width * metadata.height > maxPixels) {
      throw new ImageRejectedError('image dimensions out of range');
    }
    return format;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError((error as Error).message); // sharp's own failures: corrupt or oversized input
  }
}

/** Runs a sharp pipeline on checked input; a failure to decode the pixels is the upload's fault. */
async function encode(input: Buffer, maxPixels: number, build: (image: Sharp) => Sharp): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    // rotate() applies the EXIF orientation before re-encoding drops the metadata.
    return await build(sharp(input, { ...DECODE_OPTIONS, limitInputPixels: maxPixels }).rotate()).toBuffer();
  } catch (error) {
    throw new ImageRejectedError((error as Error).message);
  }
}

/**
 * Checks an upload by its content (signature, then a full decode) and re-encodes it in the same format.
 * Re-encoding drops metadata (a phone photo's GPS position) and anything hidden after the image data.
 * Throws ImageRejectedError for anything that is not a sound JPEG, PNG or WebP within the pixel limit.
 */
export async function sanitizeImage(input: Buffer, maxPixels = MAX_IMAGE_PIXELS): Promise<SanitizedImage> {
  const format = await checkImage(input, maxPixels);
  const data = await encode(input, maxPixels, (image) =>
    format === 'jpeg' ? image.jpeg({ quality: 90 }) : format === 'png' ? image.png() : image.webp({ quality: 90 }),
  );
  return { data, format, extension: EXTENSIONS[format] };
}

/** Longest side, in pixels, of the copy visitors download, per kind of public image. */
export const WEB_IMAGE_MAX_SIDE = {
  profilePhoto: 600,
  galleryImage: 1600,
  publicationCover: 1200,
} as const;

/**
 * The web copy of a site image: checked like sanitizeImage, scaled to fit maxSide × maxSide (never
 * enlarged) and encoded as WebP, so visitors never download the original upload.
 */
export async function toWebImage(input: Buffer, maxSide: number, maxPixels = MAX_IMAGE_PIXELS): Promise<SanitizedImage> {
  await checkImage(input, maxPixels);
  const data = await encode(input, maxPixels, (image) =>
    image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }),
  );
  return { data, format: 'webp', extension: 'webp' };
}
