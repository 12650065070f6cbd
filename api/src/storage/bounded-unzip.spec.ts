import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import type { UnzipLimits } from '@society/contracts';
import { deflatedEntry, storedEntry, zeroBomb, zerosDeflated, zipOf } from '../../test/helpers/zips';
import { unzipBounded, ZipRefusedError, type ZipRefusal } from './bounded-unzip';

const MB = 1024 * 1024;
const LIMITS: UnzipLimits = { unpackedBytes: 25 * MB, entries: 200, ratio: 100, ratioAfterBytes: MB };

async function refusal(zip: Uint8Array, limits = LIMITS): Promise<{ reason: ZipRefusal; entry: string }> {
  const error = await unzipBounded(zip, limits).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ZipRefusedError)) throw new Error(`not refused: ${String(error)}`);
  return { reason: error.reason, entry: error.entry };
}

describe('unzipping a file from outside within bounds', () => {
  it('hands back the entries a zip tool wrote, and only those asked for', async () => {
    const letter = Buffer.from('Dear donor, '.repeat(1000));
    const zip = zipSync({ 'certificates/': new Uint8Array(0), 'certificates/a.pdf': letter, 'b.pdf': [Buffer.from('%PDF-1.4'), { level: 0 }] });
    const entries = await unzipBounded(zip, LIMITS);
    expect(entries.map(({ name, data }) => [name, Buffer.from(data).toString()])).toEqual([
      ['certificates/', ''],
      ['certificates/a.pdf', letter.toString()],
      ['b.pdf', '%PDF-1.4'],
    ]);
    expect((await unzipBounded(zip, LIMITS, (name) => name.endsWith('.pdf'))).map((entry) => entry.name)).toEqual(['certificates/a.pdf', 'b.pdf']);
  });

  it('reads sizes and offsets from Zip64 fields, as some writers put them in small files', async () => {
    const entries = [deflatedEntry('a.pdf', Buffer.from('%PDF-1.4 '.repeat(500))), storedEntry('b.pdf', Buffer.from('%PDF-1.7'))];
    const read = await unzipBounded(zipOf(entries, { zip64: true }), LIMITS);
    expect(read.map(({ name, data }) => [name, data.length])).toEqual([
      ['a.pdf', 4500],
      ['b.pdf', 8],
    ]);
    expect(await refusal(zipOf([{ ...entries[0], packed: zerosDeflated(30), declaredSize: 100 }], { zip64: true }))).toEqual({ reason: 'ratio', entry: 'a.pdf' });
  });

  it('refuses an entry declaring 100 bytes that unpacks to 1 GB, by its ratio or, allowed any ratio, at the bound of unpacked bytes', async () => {
    const bomb = zeroBomb('form10be.pdf', 1024);
    expect(bomb.length).toBeLessThan(1.1 * MB);
    expect(await refusal(bomb)).toEqual({ reason: 'ratio', entry: 'form10be.pdf' });
    expect(await refusal(bomb, { ...LIMITS, ratio: 2000 })).toEqual({ reason: 'unpacked', entry: '' });
  });

  it('judges the ratio past its floor: half a MB of zeros passes, 2 MB is refused', async () => {
    expect((await unzipBounded(zipOf([deflatedEntry('zeros.bin', Buffer.alloc(MB / 2))]), LIMITS))[0].data.length).toBe(MB / 2);
    expect(await refusal(zipOf([{ name: 'zeros.bin', packed: zerosDeflated(2), method: 8, declaredSize: 2 * MB, crc: 0 }]))).toEqual({ reason: 'ratio', entry: 'zeros.bin' });
  });

  it('counts entries: as many as allowed pass, one more is refused', async () => {
    const files = (count: number) => Array.from({ length: count }, (_, n) => storedEntry(`${n}.pdf`, Buffer.from('%PDF-1.4')));
    expect(await unzipBounded(zipOf(files(200)), LIMITS)).toHaveLength(200);
    expect(await refusal(zipOf(files(201)))).toEqual({ reason: 'entries', entry: '' });
  });

  it('counts an entry the directory names many times each time it is named (entries overlapping, as exceljs would read them)', async () => {
    const noise = deflatedEntry('part.xml', randomBytes(MB));
    expect(await unzipBounded(zipOf([noise], { listed: Array.from({ length: 25 }, () => 0) }), LIMITS)).toHaveLength(25);
    expect(await refusal(zipOf([noise], { listed: Array.from({ length: 26 }, () => 0) }))).toEqual({ reason: 'unpacked', entry: '' });
  });

  it('refuses what no zip reader could read alike: cut short, data cut short, encrypted, an unknown method, a directory that lies about its count', async () => {
    const pdf = deflatedEntry('a.pdf', Buffer.from('%PDF-1.4 '.repeat(500)));
    const good = zipOf([pdf]);
    const directory = good.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    /** The good zip with one 16-bit field of its directory entry (or end record) changed. */
    const patched = (at: number, value: number) => {
      const zip = Buffer.from(good);
      zip.writeUInt16LE(value, at);
      return zip;
    };
    for (const zip of [
      Buffer.from('PK\u0003\u0004garbage'),
      good.subarray(0, good.length - 10),
      zipOf([{ ...pdf, packed: pdf.packed.subarray(0, 20) }]),
      Buffer.concat([Buffer.from('prefix'), good]),
      patched(directory + 8, 0x0801), // encrypted
      patched(directory + 10, 12), // bzip2
      patched(good.length - 22 + 10, 2), // two entries, one listed
    ]) {
      expect(await refusal(zip)).toEqual({ reason: 'unreadable', entry: '' });
    }
  });
});
