import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

/**
 * Zips written byte by byte, as an attacker would: the sizes an entry declares are whatever the test says,
 * whatever its data unpacks to (issue 43: a 1 MB zip declaring 100 bytes and holding 1 GB of zeros).
 */
export interface RawEntry {
  name: string;
  /** The entry's bytes as stored in the zip. */
  packed: Uint8Array;
  method: 0 | 8;
  /** What the local header and the directory declare it unpacks to. */
  declaredSize: number;
  crc: number;
}

const MB = 1024 * 1024;

/** An entry packed as any zip tool packs it: deflated, its true size declared. */
export function deflatedEntry(name: string, data: Uint8Array): RawEntry {
  return { name, packed: deflateRawSync(data), method: 8, declaredSize: data.length, crc: crc32(data) };
}

/** An entry stored as it is (no compression). */
export function storedEntry(name: string, data: Uint8Array): RawEntry {
  return { name, packed: data, method: 0, declaredSize: data.length, crc: crc32(data) };
}

/**
 * `mb` MB of zeros as one deflate stream, without ever holding them: one MB deflated and flushed to a byte
 * boundary, repeated (its back-references reach only zeros, wherever it is), then an empty final block.
 */
export function zerosDeflated(mb: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: mb }, () => block), Buffer.from([0x03, 0x00])]);
}

/**
 * A zip of `entries` (local headers, data, central directory, end record). `listed`: the entries the directory
 * names, in order (default: each once), so a directory may name one entry's data many times. `zip64`: sizes and
 * offsets in Zip64 fields, as some writers put them even in a small file.
 */
export function zipOf(entries: RawEntry[], { listed = entries.map((_, index) => index), zip64 = false }: { listed?: number[]; zip64?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  const header = (signature: number, size: number) => {
    const buffer = Buffer.alloc(size);
    buffer.writeUInt32LE(signature, 0);
    return buffer;
  };
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(zip64 ? 45 : 20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    locals.push(local, name, Buffer.from(entry.packed));
    offset += local.length + name.length + entry.packed.length;
  }
  const directory: Buffer[] = [];
  for (const index of listed) {
    const entry = entries[index];
    const name = Buffer.from(entry.name, 'utf8');
    const record = header(0x02014b50, 46);
    record.writeUInt16LE(zip64 ? 45 : 20, 4); // version made by
    record.writeUInt16LE(zip64 ? 45 : 20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(entry.method, 10);
    record.writeUInt32LE(entry.crc >>> 0, 16);
    record.writeUInt32LE(zip64 ? 0xffffffff : entry.packed.length, 20);
    record.writeUInt32LE(zip64 ? 0xffffffff : entry.declaredSize, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(zip64 ? 0xffffffff : offsets[index], 42);
    const extra = Buffer.alloc(zip64 ? 28 : 0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(entry.declaredSize), 4);
      extra.writeBigUInt64LE(BigInt(entry.packed.length), 12);
      extra.writeBigUInt64LE(BigInt(offsets[index]), 20);
    }
    record.writeUInt16LE(extra.length, 30);
    directory.push(record, name, extra);
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const ends: Buffer[] = [];
  if (zip64) {
    const record = header(0x06064b50, 56);
    record.writeBigUInt64LE(44n, 4); // the record's size after this field
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(listed.length), 24);
    record.writeBigUInt64LE(BigInt(listed.length), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = header(0x07064b50, 20);
    locator.writeBigUInt64LE(BigInt(offset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    ends.push(record, locator);
  }
  const end = header(0x06054b50, 22);
  end.writeUInt16LE(zip64 ? 0xffff : listed.length, 8);
  end.writeUInt16LE(zip64 ? 0xffff : listed.length, 10);
  end.writeUInt32LE(zip64 ? 0xffffffff : directorySize, 12);
  end.writeUInt32LE(zip64 ? 0xffffffff : offset, 16);
  return Buffer.concat([...locals, ...directory, ...ends, end]);
}

/** A zip of one entry declaring `declaredBytes` and unpacking to `mb` MB of zeros. */
export function zeroBomb(name: string, mb: number, declaredBytes = 100): Buffer {
  return zipOf([{ name, packed: zerosDeflated(mb), method: 8, declaredSize: declaredBytes, crc: 0 }]);
}

/** The parts of a one-line workbook as exceljs writes it, to build hostile workbooks around. */
async function workbookParts(): Promise<Record<string, Uint8Array>> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Statement').addRow(['Txn Date', 'Description', 'Credit']);
  return unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

/** A zip's entries written again by zipOf (as Zip64 if asked). */
export function rezipped(parts: Record<string, string | Uint8Array>, options: { zip64?: boolean } = {}): Buffer {
  return zipOf(
    Object.entries(parts).map(([name, data]) => deflatedEntry(name, typeof data === 'string' ? Buffer.from(data) : data)),
    options,
  );
}

/** A workbook as exceljs writes it, with some of its parts replaced (or added). */
export async function workbookWith(parts: Record<string, string | Uint8Array>): Promise<Buffer> {
  return rezipped({ ...(await workbookParts()), ...parts });
}

/** A first sheet's XML around its rows' XML. */
export function sheetXml(rows: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
}

/** Column letters of a 0-based index (0 → A, 26 → AA). */
function column(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * A workbook whose first sheet is about `mb` MB of XML: rows of `columns` number cells, each cell
 * `cell(row, column)`.
 */
export async function workbookWithSheet(mb: number, columns: number, cell: (row: number, column: number) => string): Promise<Buffer> {
  const rows: string[] = [];
  let length = 0;
  for (let row = 1; length < mb * MB; row += 1) {
    let line = `<row r="${row}">`;
    for (let c = 0; c < columns; c += 1) line += `<c r="${column(c)}${row}"><v>${cell(row, c)}</v></c>`;
    line += '</row>';
    rows.push(line);
    length += line.length;
  }
  return workbookWith({ 'xl/worksheets/sheet1.xml': sheetXml(rows.join('')) });
}
