import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { setTimeout as sleep } from 'node:timers/promises';
import { ImageRejectedError, ImageWorker, MAX_IMAGE_PIXELS, sanitizeImage, toWebImage, type WorkerRequest } from './image-sanitizer';

const photo = (format: 'png' | 'jpeg', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const job = async (format: 'png' | 'jpeg' = 'png'): Promise<WorkerRequest> => ({
  input: await photo(format),
  format,
  maxPixels: MAX_IMAGE_PIXELS,
  output: { kind: 'same' },
});

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

  // SIGSTOP stands in for a decoder that hangs (or a worker too slow to exit), deterministically.
  it('refuses the image a worker hangs on and decodes the ones queued behind it in a fresh worker', async () => {
    const worker = new ImageWorker({ timeoutMs: 2_000, idleMs: 200 });
    await worker.run(await job());
    const hungPid = worker.pid as number;
    process.kill(hungPid, 'SIGSTOP');

    const hung = worker.run(await job());
    const queued = [worker.run(await job('jpeg')), worker.run(await job())];
    await expect(hung).rejects.toThrow(new ImageRejectedError('the image could not be decoded'));
    expect((await Promise.all(queued)).map((image) => image.width)).toEqual([900, 900]);
    expect(worker.pid).not.toBe(hungPid);
  });

  it('gives each image its own time limit, counted from when the worker starts on it', async () => {
    // Each image waits 1.8 s of a 3 s limit, with the worker stopped: 1.2 s to spare on a busy machine.
    const worker = new ImageWorker({ timeoutMs: 3_000, idleMs: 200 });
    await worker.run(await job());
    const pid = worker.pid as number;
    /** Stops the worker for 1.8 s, as a slow image ahead would. */
    const stall = async () => {
      process.kill(pid, 'SIGSTOP');
      await sleep(1_800);
      process.kill(pid, 'SIGCONT');
    };
    const [firstJob, secondJob] = [await job(), await job()];
    const first = worker.run(firstJob);
    const second = worker.run(secondJob);
    await stall();
    await expect(first).resolves.toMatchObject({ width: 900 });
    // The second image is decoded about 3.6 s after it was sent, but within 3 s of its turn.
    await stall();
    await expect(second).resolves.toMatchObject({ width: 900 });
    expect(worker.pid).toBe(pid);
  });

  it('does not refuse an image sent while the previous worker is still stopping after being idle', async () => {
    const worker = new ImageWorker({ timeoutMs: 30_000, idleMs: 50 });
    await worker.run(await job());
    const idlePid = worker.pid as number;
    process.kill(idlePid, 'SIGSTOP'); // it cannot exit until continued
    while (worker.pid !== undefined) await sleep(20); // let go when idle (50 ms)

    const next = worker.run(await job());
    process.kill(idlePid, 'SIGCONT'); // exits now, while the fresh worker decodes `next`
    await expect(next).resolves.toMatchObject({ width: 900 });
  });
});
