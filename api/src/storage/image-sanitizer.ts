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

export interface WorkerRequest {
  input: Buffer;
  format: ImageFormat;
  maxPixels: number;
  output: { kind: 'same' } | { kind: 'web' | 'print'; maxSide: number };
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

interface Job {
  id: number;
  request: WorkerRequest;
  resolve: (image: EncodedImage) => void;
  reject: (error: Error) => void;
}

/** One worker process and the jobs sent to it, oldest first: it decodes them one at a time, in order. */
interface Worker {
  process: ChildProcess;
  jobs: Map<number, Job>;
  /** Runs out when the oldest job has taken too long. */
  timer: NodeJS.Timeout | null;
}

export interface ImageWorkerLimits {
  /** A single image taking longer than this (from when the worker starts on it) is treated as hostile. */
  timeoutMs: number;
  /** The worker stops after this long without work, so its memory is held only around uploads. */
  idleMs: number;
}

/**
 * The child process (image-worker.cjs) that decodes and re-encodes images with sharp: libvips' memory
 * and any decoder crash stay out of the API process. Started on the first upload, stopped when idle.
 * When a worker dies or hangs, the image it was decoding is refused as unreadable and the images queued
 * behind it go to a fresh worker.
 */
export class ImageWorker {
  private readonly logger = new Logger('ImageWorker');
  private worker: Worker | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly limits: ImageWorkerLimits = { timeoutMs: 30_000, idleMs: 30_000 }) {}

  /** The running worker's process id, if there is one. */
  get pid(): number | undefined {
    return this.worker?.process.pid;
  }

  run(request: WorkerRequest): Promise<EncodedImage> {
    return new Promise<EncodedImage>((resolve, reject) => this.dispatch({ id: this.nextId++, request, resolve, reject }));
  }

  private dispatch(job: Job): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker ?? this.start();
    worker.jobs.set(job.id, job);
    if (worker.jobs.size === 1) this.timeOldestJob(worker);
    worker.process.send({ id: job.id, ...job.request }, (error) => {
      if (error) this.stop(worker, 'failed'); // a dying worker: its exit hands the jobs on
    });
  }

  /** Starts the clock on the job the worker is decoding now: the oldest one. */
  private timeOldestJob(worker: Worker): void {
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = worker.jobs.size > 0 ? setTimeout(() => this.stop(worker, 'took too long'), this.limits.timeoutMs).unref() : null;
  }

  private start(): Worker {
    const child = fork(path.join(__dirname, 'image-worker.cjs'), [], {
      serialization: 'advanced', // Buffers cross as bytes, not JSON
      execArgv: [], // not the API's heap limits; the malloc settings come with the environment
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    // Neither the process nor its channel keeps the API (or a test run) alive.
    child.unref();
    child.channel?.unref();
    const worker: Worker = { process: child, jobs: new Map(), timer: null };
    child.on('message', (reply: WorkerReply) => this.settle(worker, reply));
    // Could not be started or reached: 'exit' may never come, so hand the jobs on now.
    child.on('error', () => {
      this.stop(worker, 'failed');
      this.exited(worker, 'error');
    });
    child.on('exit', (code, signal) => this.exited(worker, signal ?? `code ${code}`));
    this.worker = worker;
    return worker;
  }

  private exited(worker: Worker, how: string): void {
    if (this.worker === worker) this.worker = null;
    if (worker.timer) clearTimeout(worker.timer);
    const [current, ...queued] = worker.jobs.values();
    worker.jobs.clear();
    if (!current) return; // stopped when idle, or already handled
    this.logger.warn(`The image worker stopped (${how}) while decoding an image: refused it; ${queued.length} queued image(s) go to a fresh worker`);
    current.reject(new ImageRejectedError('the image could not be decoded'));
    for (const job of queued) this.dispatch(job);
  }

  private settle(worker: Worker, { id, data, width, error }: WorkerReply): void {
    const job = worker.jobs.get(id);
    if (!job) return;
    worker.jobs.delete(id);
    this.timeOldestJob(worker);
    if (data && width) job.resolve({ data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width });
    else job.reject(new ImageRejectedError(error ?? 'the image could not be decoded'));
    if (worker.jobs.size === 0 && this.worker === worker) {
      this.idleTimer = setTimeout(() => this.stop(worker, 'idle'), this.limits.idleMs).unref();
    }
  }

  private stop(worker: Worker, why: 'idle' | 'took too long' | 'failed'): void {
    if (this.worker === worker) this.worker = null;
    if (why !== 'idle') worker.process.kill('SIGKILL'); // its exit refuses the job it hung on
    else if (worker.process.connected) worker.process.disconnect(); // the worker exits when its channel closes
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
  // 720: a phone 360–412 px wide at a density up to 1.75–2 shows a full-width photo from it.
  galleryImage: [480, 720, 960, 1600],
  publicationCover: [400, 800, 1200],
  /** The header shows the logo small; link previews and receipts take the widest. */
  siteLogo: [160, 320, 640],
  sitePicture: [480, 720, 960, 1600],
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

/** A stored site image as a PDF takes it: PNG, fitting maxSide × maxSide (never enlarged). */
export async function toPrintImage(input: Buffer, maxSide: number): Promise<Buffer> {
  const format = sniffOrReject(input);
  const { data } = await imageWorker.run({ input, format, maxPixels: MAX_IMAGE_PIXELS, output: { kind: 'print', maxSide } });
  return data;
}
