import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { API_MESSAGES, BANK_STATEMENT_XLSX_LIMITS, formatMessage, type BankColumnMapping } from '@society/contracts';
import { unzipBounded, ZipRefusedError } from '../../../storage/bounded-unzip';
import { BANK_LAYOUTS, normalisedHeader, type BankLayout, type StatementField } from './bank-layouts';
import { referencesIn } from './narration';
import { StatementWorkbookReader, WorkbookRefusedError, type Cell } from './statement-xlsx';

/** A statement the product cannot take, with the words the admin reads (row and column named, 1-based as the file shows them). */
export class StatementError extends Error {}

/** One credit read from a statement. */
export interface ParsedCredit {
  /** Same line, same id: a statement imported twice, or two that overlap, add each line once. */
  fingerprint: string;
  /** The calendar day of the credit, YYYY-MM-DD. */
  day: string;
  amount: number;
  narration: string;
  /** The reference column's text ('' when the bank has none). */
  reference: string;
  balance: number | null;
  /** UTRs / RRNs read out of the narration and reference, upper-cased. */
  references: string[];
  /** The row of the file it was read from (1-based). */
  row: number;
}

export interface ParsedStatement {
  /** The layout's id ('sbi', 'hdfc'… or 'other'). */
  bank: string;
  bankName: string;
  credits: ParsedCredit[];
  /** Debit lines read and left out. */
  debits: number;
  /** The first and last day the statement covers. */
  from: string | null;
  to: string | null;
}

const XLSX = BANK_STATEMENT_XLSX_LIMITS;
const MB = 1024 * 1024;

/** Rows looked at for the header line (banks put the account's details above it). */
const HEADER_SEARCH_ROWS = 40;
const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12 };

export const STATEMENT_MESSAGES = {
  empty: 'The file is empty.',
  notStatement: 'This file is not a bank statement we can read: no row names the date, narration and credit columns. Choose the bank, or "Other" and name its columns.',
  noCredit: (row: number) => `Row ${row}: the statement has no credit (deposit) column.`,
  badDate: (row: number, column: string, value: string) => `Row ${row}, column "${column}": "${value}" is not a date.`,
  badAmount: (row: number, column: string, value: string) => `Row ${row}, column "${column}": "${value}" is not an amount.`,
  noAmount: (row: number, column: string) => `Row ${row}, column "${column}": the line has a date but no credit or debit amount.`,
  noLines: 'The statement has no lines below its header.',
  // A workbook refused whole, saying why (issue 43): the words are the catalogue's, which has their Hindi.
  unreadableXlsx: API_MESSAGES.statementXlsxUnreadable,
  xlsxTooLarge: formatMessage(API_MESSAGES.statementXlsxTooLarge, 'en', { mb: XLSX.unzip.unpackedBytes / MB }),
  xlsxTooManyParts: formatMessage(API_MESSAGES.statementXlsxTooManyParts, 'en', { count: XLSX.unzip.entries }),
  xlsxRatio: formatMessage(API_MESSAGES.statementXlsxRatio, 'en', { ratio: XLSX.unzip.ratio }),
  xlsxSpread: API_MESSAGES.statementXlsxSpread,
  xlsxMemory: API_MESSAGES.statementXlsxMemory,
  xlsxTime: formatMessage(API_MESSAGES.statementXlsxTime, 'en', { seconds: XLSX.workerSeconds }),
  binary: 'This file is not a bank statement: upload the CSV or XLSX file your net banking exports.',
  mappingColumn: (column: string) => `No column of the file is named "${column}" (the mapping for this bank names it).`,
} as const;

/** The text of a cell as the file shows it. */
function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** A YYYY-MM-DD day from the ways banks print dates (01/11/2026, 01-11-26, 01 Nov 2026, 2026-11-01, an Excel date), or null. */
export function parseDay(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') {
    // An Excel serial day left as a number.
    if (cell > 20000 && cell < 80000) return new Date(Date.UTC(1899, 11, 30) + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
    return null;
  }
  const value = text(cell).replace(/\s+\d{1,2}:\d{2}(:\d{2})?(\s*[AP]M)?$/i, '');
  let year: number, month: number, day: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value))) [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[\s-]([A-Za-z]{3,4})[a-z]*[\s,-]+(\d{2}|\d{4})$/.exec(value))) {
    const named = MONTHS[match[2].toLowerCase()];
    if (!named) return null;
    [day, month, year] = [Number(match[1]), named, Number(match[3])];
  } else return null;
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 2000 || year > 2100) return null;
  return date.toISOString().slice(0, 10);
}

/** Rupees from an amount cell ('1,00,000.00', '₹ 500', '500.00 Cr', 500); undefined when empty, null when not an amount. */
export function parseAmount(cell: Cell): number | null | undefined {
  // A number cell of 0 is an XLSX's empty amount (a debit line's deposit), as '0.00' is a CSV's.
  if (typeof cell === 'number') return !Number.isFinite(cell) ? null : cell === 0 ? undefined : Math.round(cell * 100) / 100;
  const value = text(cell)
    .replace(/^(INR|Rs\.?|₹)\s*/i, '')
    .replace(/\s*(CR|Cr|DR|Dr)\.?$/, '')
    .replace(/,/g, '')
    .trim();
  if (value === '' || value === '-' || value === '0' || /^0+\.0+$/.test(value)) return undefined;
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
}

async function readRows(data: Buffer): Promise<Cell[][]> {
  if (data.length === 0) throw new StatementError(STATEMENT_MESSAGES.empty);
  const isZip = data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  if (isZip) return readWorkbook(data);
  // Old .xls (OLE), PDFs, images: bytes no text file has.
  if (data.subarray(0, 4096).includes(0)) throw new StatementError(STATEMENT_MESSAGES.binary);
  const textContent = data.toString('utf8').replace(/^\uFEFF/, '');
  try {
    return parseCsv(textContent, { relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: true, delimiter: detectDelimiter(textContent) }) as Cell[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new StatementError(line ? `Row ${line}: the line is not valid CSV.` : STATEMENT_MESSAGES.binary);
  }
}

function detectDelimiter(content: string): string {
  const head = content.slice(0, 4000);
  const counts = [',', ';', '\t', '|'].map((delimiter) => [delimiter, head.split(delimiter).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0][0];
}

const workbooks = new StatementWorkbookReader();

const ZIP_REFUSALS = { unpacked: STATEMENT_MESSAGES.xlsxTooLarge, entries: STATEMENT_MESSAGES.xlsxTooManyParts, ratio: STATEMENT_MESSAGES.xlsxRatio, unreadable: STATEMENT_MESSAGES.unreadableXlsx } as const;
const WORKBOOK_REFUSALS = { unreadable: STATEMENT_MESSAGES.unreadableXlsx, noSheet: STATEMENT_MESSAGES.notStatement, tooLarge: STATEMENT_MESSAGES.xlsxSpread, memory: STATEMENT_MESSAGES.xlsxMemory, time: STATEMENT_MESSAGES.xlsxTime } as const;

/**
 * An XLSX statement's rows. The workbook came from outside: its zip is first inflated here with its bounds
 * counted (nothing kept), and only a zip within them goes to the spreadsheet library, in a worker thread of
 * its own (statement-xlsx.ts).
 */
async function readWorkbook(data: Buffer): Promise<Cell[][]> {
  try {
    await unzipBounded(data, XLSX.unzip, () => false);
    return await workbooks.read(data);
  } catch (error) {
    if (error instanceof ZipRefusedError) throw new StatementError(ZIP_REFUSALS[error.reason]);
    if (error instanceof WorkbookRefusedError) throw new StatementError(WORKBOOK_REFUSALS[error.reason]);
    throw error;
  }
}

interface Header {
  row: number;
  layout: BankLayout;
  columns: Partial<Record<StatementField, number>>;
  names: Partial<Record<StatementField, string>>;
}

/** Which column each field is in, if the row is a header of the layout. */
function columnsOf(row: Cell[], layout: BankLayout): Header['columns'] {
  const headers = row.map((cell) => normalisedHeader(text(cell)));
  const columns: Header['columns'] = {};
  for (const [field, aliases] of Object.entries(layout.columns) as Array<[StatementField, string[]]>) {
    const index = headers.findIndex((header) => header !== '' && aliases.some((alias) => normalisedHeader(alias) === header));
    if (index >= 0) columns[field] = index;
  }
  return columns;
}

function findHeader(rows: Cell[][], layouts: BankLayout[]): Header {
  let creditless: number | null = null;
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index += 1) {
    let best: Header | null = null;
    for (const layout of layouts) {
      const columns = columnsOf(rows[index], layout);
      if (columns.date === undefined || columns.narration === undefined) continue;
      if (columns.credit === undefined) {
        creditless ??= index + 1;
        continue;
      }
      if (!best || Object.keys(columns).length > Object.keys(best.columns).length) {
        const names = Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, text(rows[index][column])]));
        best = { row: index + 1, layout, columns, names };
      }
    }
    if (best) return best;
  }
  if (creditless !== null) throw new StatementError(STATEMENT_MESSAGES.noCredit(creditless));
  throw new StatementError(STATEMENT_MESSAGES.notStatement);
}

/** What heads the summary or notes a bank prints below its table. */
const FOOTER = /summary|legend|computer generated|unless the constituent|end of statement|^total|closing balance|abbreviations|page \d/i;

/** A separator or a note (asterisks, a dashed line, 'Statement summary'): what ends a bank's table. */
const SEPARATOR = /^[*=_\-\s.]+$/;

/**
 * Reads a statement exported from net banking (CSV or XLSX): finds its header line by the layout of `bank`
 * (or of any known bank), keeps its credits and refuses the whole file, naming the row and column, at the
 * first line it cannot read. Nothing is written here: the caller stores all of it or none.
 */
export async function parseStatement(data: Buffer, choice: { bank?: string; mapping?: BankColumnMapping } = {}): Promise<ParsedStatement> {
  const rows = await readRows(data);
  if (rows.every((row) => row.every((cell) => text(cell) === ''))) throw new StatementError(STATEMENT_MESSAGES.empty);
  let layouts: BankLayout[];
  if (choice.mapping) {
    const mapped = mappingLayout(choice.mapping);
    layouts = [mapped];
    const found = rows.slice(0, HEADER_SEARCH_ROWS).some((row) => {
      const columns = columnsOf(row, mapped);
      return columns.date !== undefined && columns.narration !== undefined && columns.credit !== undefined;
    });
    if (!found) {
      const all = new Set(rows.slice(0, HEADER_SEARCH_ROWS).flat().map((cell) => normalisedHeader(text(cell))));
      const missing = (['date', 'narration', 'credit'] as const).map((field) => choice.mapping?.[field] ?? '').find((name) => !all.has(normalisedHeader(name)));
      throw new StatementError(missing !== undefined ? STATEMENT_MESSAGES.mappingColumn(missing) : STATEMENT_MESSAGES.notStatement);
    }
  } else {
    const named = BANK_LAYOUTS.find((layout) => layout.id === choice.bank);
    layouts = named ? [named] : BANK_LAYOUTS;
  }
  const header = findHeader(rows, layouts);
  const { columns, names } = header;
  const credits: ParsedCredit[] = [];
  let debits = 0;
  const seen = new Map<string, number>();
  for (let index = header.row; index < rows.length; index += 1) {
    const row = rows[index];
    const rowNumber = index + 1;
    const cell = (field: StatementField): Cell => (columns[field] === undefined ? null : (row[columns[field] as number] ?? null));
    if (row.every((value) => text(value) === '' || SEPARATOR.test(text(value)))) continue;
    const dateText = text(cell('date'));
    const creditCell = cell('credit');
    const debitCell = cell('debit');
    if (dateText === '' || SEPARATOR.test(dateText)) {
      // A narration carried onto a second line, a separator, a note: nothing to read unless it holds an amount.
      if (text(creditCell) === '' && text(debitCell) === '') {
        if (dateText === '' && credits.length > 0 && text(cell('narration')) !== '' && columns.date !== undefined) {
          // Banks wrap long narrations onto the next line with the date empty: it belongs to the line above.
          const last = credits[credits.length - 1];
          if (last.row === rowNumber - 1 && !/^(opening|closing|total|statement)/i.test(text(cell('narration')))) last.narration = `${last.narration}${text(cell('narration'))}`;
        }
        continue;
      }
      throw new StatementError(STATEMENT_MESSAGES.badDate(rowNumber, names.date ?? 'date', dateText));
    }
    const day = parseDay(cell('date'));
    if (!day) {
      if (text(creditCell) === '' && text(debitCell) === '' && /[A-Za-z]{4,}/.test(dateText) && !/\d/.test(dateText.slice(0, 2))) {
        // The summary or notes below the table end it; a note inside it ('Balance as on…') is passed over.
        if (FOOTER.test(dateText)) break;
        continue;
      }
      throw new StatementError(STATEMENT_MESSAGES.badDate(rowNumber, names.date ?? 'date', dateText));
    }
    const credit = parseAmount(creditCell);
    if (credit === null || (credit !== undefined && credit < 0)) throw new StatementError(STATEMENT_MESSAGES.badAmount(rowNumber, names.credit ?? 'credit', text(creditCell)));
    const debit = columns.debit === undefined ? undefined : parseAmount(debitCell);
    if (debit === null) throw new StatementError(STATEMENT_MESSAGES.badAmount(rowNumber, names.debit ?? 'debit', text(debitCell)));
    if (credit === undefined) {
      if (debit === undefined) throw new StatementError(STATEMENT_MESSAGES.noAmount(rowNumber, names.credit ?? 'credit'));
      debits += 1;
      continue;
    }
    const balanceCell = cell('balance');
    const balance = columns.balance === undefined ? null : (parseAmount(balanceCell) ?? null);
    if (columns.balance !== undefined && text(balanceCell) !== '' && parseAmount(balanceCell) === null) {
      throw new StatementError(STATEMENT_MESSAGES.badAmount(rowNumber, names.balance ?? 'balance', text(balanceCell)));
    }
    const narration = text(cell('narration')).replace(/\s+/g, ' ');
    const reference = text(cell('reference'));
    credits.push({ fingerprint: '', day, amount: credit, narration, reference, balance, references: [], row: rowNumber });
  }
  if (credits.length === 0 && debits === 0) throw new StatementError(STATEMENT_MESSAGES.noLines);
  for (const credit of credits) {
    credit.references = referencesIn(`${credit.narration} ${credit.reference}`);
    // Identical lines (same day, amount, words, balance) are told apart by their order in the file.
    const key = [credit.day, credit.amount.toFixed(2), credit.narration.toUpperCase().replace(/[^A-Z0-9]/g, ''), credit.reference.toUpperCase(), credit.balance ?? ''].join('|');
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    credit.fingerprint = createHash('sha256').update(`${key}|${occurrence}`).digest('hex').slice(0, 32);
  }
  const days = credits.map((credit) => credit.day).sort();
  return { bank: header.layout.id, bankName: header.layout.name, credits, debits, from: days[0] ?? null, to: days[days.length - 1] ?? null };
}

/** The layout an admin's column mapping describes (for a bank not in BANK_LAYOUTS). */
export function mappingLayout(mapping: BankColumnMapping): BankLayout {
  const columns: BankLayout['columns'] = { date: [mapping.date], narration: [mapping.narration], credit: [mapping.credit] };
  if (mapping.reference) columns.reference = [mapping.reference];
  if (mapping.debit) columns.debit = [mapping.debit];
  if (mapping.balance) columns.balance = [mapping.balance];
  return { id: 'other', name: mapping.bankName, columns };
}
