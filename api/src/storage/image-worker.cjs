// The child process that decodes and re-encodes uploaded images with sharp (libvips), started by
// image-sanitizer.ts. Decoding untrusted files here keeps libvips' memory (tens of MB that glibc
// rarely hands back) and any decoder crash out of the API process. Plain CommonJS, because it is
// forked from the built API and from the tests alike. One request at a time, in order.
'use strict';
const sharp = require('sharp');

// Each image is decoded once: libvips' operation cache would only hold memory.
sharp.cache(false);
sharp.concurrency(1);

const DECODE_OPTIONS = { failOn: 'truncated' };

/**
 * @param {{ input: Uint8Array, format: 'jpeg' | 'png' | 'webp', maxPixels: number,
 *           output: { kind: 'same' } | { kind: 'web' | 'print', maxSide: number } }} request
 * @returns {Promise<{ data: Buffer, info: { width: number } }>} the re-encoded image and its width
 */
async function encode(request) {
  const input = Buffer.from(request.input.buffer, request.input.byteOffset, request.input.byteLength);
  const options = { ...DECODE_OPTIONS, limitInputPixels: request.maxPixels };
  const metadata = await sharp(input, options).metadata();
  if (metadata.format !== request.format) throw new Error(`content is ${metadata.format}, not ${request.format}`);
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > request.maxPixels) {
    throw new Error('image dimensions out of range');
  }
  // rotate() applies the EXIF orientation before re-encoding drops the metadata.
  const image = sharp(input, options).rotate();
  if (request.output.kind === 'web' || request.output.kind === 'print') {
    const { maxSide } = request.output;
    image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    // Web: WebP at 75 (libwebp's own default), a quarter lighter than 80 for a photograph, no visible loss
    // at the sizes the pages show; most visitors pay for their data on a phone. Print: PNG, which PDFs
    // embed (they take no WebP).
    return (request.output.kind === 'web' ? image.webp({ quality: 75 }) : image.png()).toBuffer({ resolveWithObject: true });
  }
  if (request.format === 'jpeg') image.jpeg({ quality: 90 });
  else if (request.format === 'png') image.png();
  else image.webp({ quality: 90 });
  return image.toBuffer({ resolveWithObject: true });
}

let queue = Promise.resolve();

process.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      const { data, info } = await encode(message);
      process.send({ id: message.id, data, width: info.width });
    } catch (error) {
      // sharp's own failures are the upload's fault: corrupt, truncated or oversized input.
      process.send({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});

// The API went away (or closed the channel when idle): nothing more to do.
process.on('disconnect', () => process.exit(0));
