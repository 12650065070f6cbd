// The worker thread that reads a bank statement saved as XLSX with exceljs, started by statement-xlsx.ts for
// one workbook and stopped after it. The spreadsheet library's memory (several times the unpacked XML) stays
// in this thread's own heap, under its own ceiling: a workbook that needs more stops this thread, not the API.
// Plain CommonJS, because it is started from the built API and from the tests alike.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require('exceljs');

/** What one cell costs the rows handed back (beside its text): the rows may be no larger than `maxBytes`. */
const CELL_BYTES = 16;

/**
 * A cell's value as the parser reads it: text, a number or nothing. A date cell is sent as its day (YYYY-MM-DD),
 * which the parser reads as it reads the date: text crosses threads as itself (a Date arrives in the API's own
 * realm, which is not the tests' under Jest).
 */
function cellValue(value) {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
  }
  return null; // an error value (#N/A) or anything else: no text
}

/**
 * The first sheet's rows, 1-based as the file numbers them (row r at index r - 1), each cell as cellValue
 * reads it. Cells far apart, or one long text repeated in every cell, would make far more rows than the file
 * holds bytes: past `maxBytes` the sheet is refused.
 */
async function read({ data, maxBytes }) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch {
    return { refused: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { refused: 'noSheet' };
  const rows = [];
  let bytes = 0;
  let tooLarge = false;
  // eachRow passes over the rows the file never wrote; the parser still sees them, empty, at their place.
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (tooLarge) return;
    const values = row.values; // sparse, from column 1
    bytes += CELL_BYTES * (number - rows.length + Math.max(values.length - 1, 1));
    if (bytes > maxBytes) {
      tooLarge = true;
      return;
    }
    while (rows.length < number - 1) rows.push([]);
    const cells = [];
    for (let column = 1; column < Math.max(values.length, 2); column += 1) {
      const cell = cellValue(values[column]);
      if (typeof cell === 'string') bytes += cell.length;
      cells.push(cell);
    }
    if (bytes > maxBytes) tooLarge = true;
    rows.push(cells);
  });
  return tooLarge ? { refused: 'tooLarge' } : { rows };
}

read(workerData).then(
  (reply) => parentPort.postMessage(reply),
  () => parentPort.postMessage({ refused: 'unreadable' }),
);
