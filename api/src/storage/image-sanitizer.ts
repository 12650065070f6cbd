import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Logger } from '@nestjs/common';

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

function sniffOrReject(data: Buffer): ImageFormat {
  const format = sniff(data);
  if (!format) throw new ImageRejectedError('not a JPEG, PNG or WebP image');
  return format;
}

interface WorkerRequest {
  input: Buffer;
  format: ImageFormat;
  maxPixels: number;
  output: { kind: 'same' } | { kind: 'web'; maxSide: number };
}

interface WorkerReply {
  id: number;
  data?: Uint8Array;
  width?: number;
  error?: string;
}

interface EncodedImage {
  data: Buffer;
  width: number;
}

/** A single image taking longer than this is treated as hostile: the worker is killed. */
const WORKER_TIMEOUT_MS = 30_000;
/** The worker stops after this long without work, so its memory is held only around uploads. */
const WORKER_IDLE_MS = 30_000;

/**
 * The child process (image-worker.cjs) that decodes and re-encodes images with sharp: libvips' memory
 * and any decoder crash stay out of the API process. Started on the first upload, stopped when idle;
 * a request whose worker dies or hangs is rejected as an unreadable image, and the next one starts a
 * fresh worker.
 */
class ImageWorker {
  private readonly logger = new Logger('ImageWorker');
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, { resolve: (image: EncodedImage) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  run(request: WorkerRequest): Promise<EncodedImage> {
    const child = this.child ?? this.start();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const id = this.nextId++;
    return new Promise<EncodedImage>((resolve, reject) => {
      const timer = setTimeout(() => this.stop(child, 'took too long'), WORKER_TIMEOUT_MS).unref();
      this.pending.set(id, { resolve, reject, timer });
      child.send({ id, ...request }, (error) => {
        if (error) this.stop(child, 'failed'); // a dying worker: its 'exit' rejects what was pending
      });
    });
  }

  private start(): ChildProcess {
    const child = fork(path.join(__dirname, 'image-worker.cjs'), [], {
      serialization: 'advanced', // Buffers cross as bytes, not JSON
      execArgv: [], // not the API's heap limits; the malloc settings come with the environment
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Neither the process nor its channel keeps the API (or a test run) alive.
    child.unref();
    child.channel?.unref();
    child.on('message', (reply: WorkerReply) => this.settle(reply));
    child.on('error', () => this.stop(child, 'failed'));
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (code !== 0) this.logger.warn(`The image worker stopped (${signal ?? `code ${code}`}); ${this.pending.size} image(s) refused`);
      for (const [id, request] of this.pending) {
        clearTimeout(request.timer);
        request.reject(new ImageRejectedError('the image could not be decoded'));
        this.pending.delete(id);
      }
    });
    this.child = child;
    return child;
  }

  private settle({ id, data, width, error }: WorkerReply): void {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    clearTimeout(request.timer);
    if (data && width) request.resolve({ data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width });
    else request.reject(new ImageRejectedError(error ?? 'the image could not be decoded'));
    if (this.pending.size === 0 && this.child) {
      const child = this.child;
      this.idleTimer = setTimeout(() => this.stop(child, 'idle'), WORKER_IDLE_MS);
      this.idleTimer.unref();
    }
  }

  private stop(child: ChildProcess, why: 'idle' | 'took too long' | 'failed'): void {
    if (this.child === child) this.child = null;
    if (why !== 'idle') child.kill('SIGKILL'); // its 'exit' rejects what was pending
    else if (child.connected) child.disconnect(); // the worker exits when its channel closes
  }
}

const imageWorker = new ImageWorker();

/**
 * Checks an upload by its content (signature, then a full decode) and re-encodes it in the same format.
 * Re-encoding drops metadata (a phone photo's GPS position) and anything hidden after the image data.
 * Throws ImageRejectedError for anything that is not a sound JPEG, PNG or WebP within the pixel limit.
 */
export async function sanitizeImage(input: Buffer, maxPixels = MAX_IMAGE_PIXELS): Promise<SanitizedImage> {
  const format = sniffOrReject(input);
  const { data } = await imageWorker.run({ input, format, maxPixels, output: { kind: 'same' } });
  return { data, format, extension: EXTENSIONS[format] };
}

/**
 * The copies visitors download, per kind of public image: each fits a square of this side (never
 * enlarged), smallest first, so a phone picks a small one from <img srcset>.
 */
export const WEB_IMAGE_SIDES = {
  profilePhoto: [300, 600],
  galleryImage: [480, 960, 1600],
  publicationCover: [400, 800, 1200],
} as const satisfies Record<string, readonly number[]>;

/** A web copy of a site image, and its width in pixels. */
export interface WebImage extends SanitizedImage {
  width: number;
}

/**
 * The web copy of a site image: checked like sanitizeImage, scaled to fit maxSide × maxSide (never
 * enlarged) and encoded as WebP, so visitors never download the original upload.
 */
export async function toWebImage(input: Buffer, maxSide: number, maxPixels = MAX_IMAGE_PIXELS): Promise<WebImage> {
  const format = sniffOrReject(input);
  const { data, width } = await imageWorker.run({ input, format, maxPixels, output: { kind: 'web', maxSide } });
  return { data, width, format: 'webp', extension: 'webp' };
}
