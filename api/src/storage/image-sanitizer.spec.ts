import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { ImageRejectedError, sanitizeImage, toWebImage } from './image-sanitizer';

const photo = (format: 'png' | 'jpeg', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** The image worker processes this test process started (pgrep exits 1 when there is none). */
function workerPids(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'image-worker.cjs'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe('image sanitizer (decoding in the image worker process)', () => {
  // Jest may run other test files in this process first, each with its own worker: not ours.
  let othersWorkers: Set<number>;
  beforeAll(() => {
    othersWorkers = new Set(workerPids());
  });
  const ourWorkers = () => workerPids().filter((pid) => !othersWorkers.has(pid));

  it('re-encodes an image in its own format and scales a web copy to WebP', async () => {
    const png = await sanitizeImage(await photo('png'));
    expect(png.format).toBe('png');
    expect((await sharp(png.data).metadata()).format).toBe('png');

    const web = await toWebImage(await photo('jpeg', 2400, 1200), 600);
    expect(web.extension).toBe('webp');
    expect(await sharp(web.data).metadata()).toMatchObject({ format: 'webp', width: 600, height: 300 });
  });

  it('refuses what is not a sound image, and images over the pixel limit', async () => {
    await expect(sanitizeImage(Buffer.from('<svg onload="alert(1)"></svg>'))).rejects.toBeInstanceOf(ImageRejectedError);
    const truncated = (await photo('png')).subarray(0, 200);
    await expect(sanitizeImage(truncated)).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(sanitizeImage(await photo('png', 400, 300), 100_000)).rejects.toThrow(ImageRejectedError);
  });

  it('starts a fresh worker when the last one died, and refuses the image it was decoding', async () => {
    await sanitizeImage(await photo('png'));
    const [worker, ...more] = ourWorkers();
    expect(worker).toBeGreaterThan(0);
    expect(more).toEqual([]);

    const decoding = sanitizeImage(await photo('png', 4000, 4000));
    process.kill(worker, 'SIGKILL');
    await expect(decoding).rejects.toThrow(new ImageRejectedError('the image could not be decoded'));

    expect((await sanitizeImage(await photo('jpeg'))).format).toBe('jpeg');
    expect(ourWorkers()).toHaveLength(1);
    expect(ourWorkers()).not.toContain(worker);
  });
});
