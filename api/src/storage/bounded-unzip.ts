import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inflate } from 'fflate';
import type { UnzipLimits } from '@society/contracts';

/** Why a zip was refused: a bound passed while inflating, or a file that is no zip we read. */
export type ZipRefusal = 'unpacked' | 'entries' | 'ratio' | 'unreadable';

export class ZipRefusedError extends Error {
  override readonly name = 'ZipRefusedError';

  /** `entry`: the entry that passed the ratio, as the zip names it. */
  constructor(
    readonly reason: ZipRefusal,
    readonly entry = '',
  ) {
    super(`zip refused: ${reason}${entry ? ` (${entry})` : ''}`);
  }
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/** Packed bytes handed to the inflater at a time: deflate's ~1,000:1 at most turns them into 8 MB. */
const PACKED_CHUNK = 8 * 1024;
/** Unpacked bytes between two turns of the event loop, so other requests are answered meanwhile. */
const BYTES_PER_TURN = 256 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;

interface DirectoryEntry {
  name: string;
  method: number;
  packedSize: number;
  localOffset: number;
}

const refuse = (reason: ZipRefusal, entry?: string): never => {
  throw new ZipRefusedError(reason, entry);
};

/** The zip's directory: its entries as the central directory lists them (as exceljs' JSZip reads them). */
function directoryOf(zip: Uint8Array, maxEntries: number): { entries: DirectoryEntry[]; start: number } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => (at + 2 <= zip.length ? view.getUint16(at, true) : refuse('unreadable'));
  const u32 = (at: number) => (at + 4 <= zip.length ? view.getUint32(at, true) : refuse('unreadable'));
  const u64 = (at: number) => {
    const value = u32(at) + u32(at + 4) * 2 ** 32;
    return Number.isSafeInteger(value) ? value : refuse('unreadable');
  };
  // The end record is the last of its signature, within the 64 KB a comment may take after it.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0 || u16(end + 4) !== 0 || u16(end + 6) !== 0) refuse('unreadable'); // none, or a zip split over disks
  let count = u16(end + 10);
  let size = u32(end + 12);
  let start = u32(end + 16);
  let directoryEnd = end;
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) {
    if (end < 20 || u32(end - 20) !== ZIP64_LOCATOR) refuse('unreadable');
    const record = u64(end - 12);
    if (u32(record) !== ZIP64_END_OF_DIRECTORY || record + 12 + u64(record + 4) + 20 !== end) refuse('unreadable');
    [count, size, start, directoryEnd] = [u64(record + 32), u64(record + 40), u64(record + 48), record];
  }
  if (count > maxEntries) refuse('entries');
  // The directory ends where the end record starts: no bytes a reader would have to guess about.
  if (start + size !== directoryEnd) refuse('unreadable');
  const decoder = new TextDecoder();
  const entries: DirectoryEntry[] = [];
  for (let at = start; at < directoryEnd; ) {
    if (u32(at) !== DIRECTORY_ENTRY) refuse('unreadable');
    if (entries.length === maxEntries) refuse('entries');
    const flags = u16(at + 8);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const next = at + 46 + nameLength + extraLength + u16(at + 32);
    if (next > directoryEnd || flags & 1) refuse('unreadable'); // cut short, or encrypted
    let packedSize = u32(at + 20);
    const unpacked32 = u32(at + 24);
    let localOffset = u32(at + 42);
    // Zip64: the 32-bit fields that are full are in the extra field, in this order.
    for (let extra = at + 46 + nameLength; extra + 4 <= at + 46 + nameLength + extraLength; extra += 4 + u16(extra + 2)) {
      if (u16(extra) !== ZIP64_EXTRA) continue;
      let field = extra + 4;
      if (unpacked32 === 0xffffffff) field += 8; // the unpacked size is counted, never read
      if (packedSize === 0xffffffff) [packedSize, field] = [u64(field), field + 8];
      if (localOffset === 0xffffffff) localOffset = u64(field);
    }
    entries.push({ name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)), method: u16(at + 10), packedSize, localOffset });
    at = next;
  }
  if (entries.length !== count) refuse('unreadable');
  return { entries, start };
}

/**
 * Every entry of a zip that came from outside, inflated here with the bounds of `limits` counted on the bytes
 * as they come out (the sizes a zip declares are never trusted): past a bound the zip is refused whole, with
 * at most a few MB unpacked beyond it. Entries are read as the central directory lists them, as exceljs
 * (JSZip) does, so an entry listed twice is counted twice. `keep` says which entries' bytes to hand back;
 * the others are inflated, counted and dropped. Throws ZipRefusedError.
 */
export async function unzipBounded(zip: Uint8Array, limits: UnzipLimits, keep: (name: string) => boolean = () => true): Promise<ZipEntry[]> {
  const { entries, start: directoryStart } = directoryOf(zip, limits.entries);
  const kept: ZipEntry[] = [];
  let total = 0;
  let sinceTurn = 0;
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (const entry of entries) {
    if (entry.localOffset + 30 > directoryStart || view.getUint32(entry.localOffset, true) !== LOCAL_HEADER) refuse('unreadable');
    const dataStart = entry.localOffset + 30 + view.getUint16(entry.localOffset + 26, true) + view.getUint16(entry.localOffset + 28, true);
    if (dataStart + entry.packedSize > directoryStart) refuse('unreadable');
    const packed = zip.subarray(dataStart, dataStart + entry.packedSize);
    const chunks: Uint8Array[] = [];
    const collect = keep(entry.name);
    let unpacked = 0;
    let fed = 0;
    const take = (data: Uint8Array) => {
      unpacked += data.length;
      total += data.length;
      sinceTurn += data.length;
      if (total > limits.unpackedBytes) refuse('unpacked');
      if (unpacked > limits.ratioAfterBytes && unpacked > limits.ratio * Math.max(fed, 1)) refuse('ratio', entry.name);
      if (collect && data.length > 0) chunks.push(data);
    };
    if (entry.method === STORED || packed.length === 0) {
      fed = packed.length;
      take(packed);
    } else if (entry.method === DEFLATED) {
      let failed: unknown = null;
      const inflater = new Inflate((data) => {
        if (failed) return;
        try {
          take(data);
        } catch (error) {
          failed = error; // fflate would take a throw for its own: keep it and stop feeding
        }
      });
      for (let at = 0; at < packed.length; at += PACKED_CHUNK) {
        const chunk = packed.subarray(at, at + PACKED_CHUNK);
        fed += chunk.length;
        try {
          inflater.push(chunk, at + PACKED_CHUNK >= packed.length);
        } catch {
          refuse('unreadable'); // not deflate, or cut short
        }
        if (failed) throw failed;
        if (sinceTurn >= BYTES_PER_TURN) {
          sinceTurn = 0;
          await nextTurn();
        }
      }
    } else {
      refuse('unreadable'); // deflate64, bzip2…: no statement or certificate is packed so
    }
    if (collect) kept.push({ name: entry.name, data: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) });
  }
  return kept;
}
