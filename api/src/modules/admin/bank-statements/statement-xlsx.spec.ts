import { BANK_STATEMENT_XLSX_LIMITS } from '@society/contracts';
import { deflatedEntry, sheetXml, workbookWith, zipOf } from '../../../../test/helpers/zips';
import { statementXlsx } from '../../../../test/fixtures/statement-fixtures';
import { StatementWorkbookReader, WorkbookRefusedError, type WorkbookLimits } from './statement-xlsx';

const LIMITS: WorkbookLimits = { heapMb: BANK_STATEMENT_XLSX_LIMITS.workerHeapMb, timeoutMs: BANK_STATEMENT_XLSX_LIMITS.workerSeconds * 1000, rowsBytes: BANK_STATEMENT_XLSX_LIMITS.unzip.unpackedBytes };
const LINE = [{ day: '2026-11-03', amount: 2500, channel: 'UPI' as const, reference: '433012345678', payer: 'Kavita Rao' }];

async function refusal(reader: StatementWorkbookReader, xlsx: Uint8Array): Promise<string> {
  const error = await reader.read(xlsx).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return error instanceof WorkbookRefusedError ? error.reason : `not refused: ${String(error)}`;
}

describe('reading a statement workbook in a worker thread', () => {
  it('hands back the first sheet’s rows at their row numbers, dates as days and numbers as numbers', async () => {
    const rows = await new StatementWorkbookReader().read(await statementXlsx('axis', LINE, 250_000, { typed: true }));
    expect(rows[3]).toEqual(['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL']);
    expect(rows[4]).toEqual(['2026-11-03', '345678', 'UPI/P2A/433012345678/KAVITA RAO/State Bank/Donation', 0, 2500, 252500, '1234']);
    expect(rows[2]).toEqual([]); // the empty row above the header keeps its place
  });

  it('refuses a sheet whose cells lie far apart (a cell at column XFD on each row), which would make far more rows than the file holds', async () => {
    const rows = Array.from({ length: 2000 }, (_, n) => `<row r="${n + 1}"><c r="XFD${n + 1}"><v>1</v></c></row>`).join('');
    const xlsx = await workbookWith({ 'xl/worksheets/sheet1.xml': sheetXml(rows) });
    expect(xlsx.length).toBeLessThan(100_000);
    expect(await refusal(new StatementWorkbookReader(), xlsx)).toBe('tooLarge');
  });

  it('stops a worker past its heap ceiling or its time, refusing that workbook; the next is read by a fresh worker', async () => {
    const xlsx = await statementXlsx('sbi', LINE);
    // Far less than the spreadsheet library itself takes: the worker runs out of memory at once.
    const starved = new StatementWorkbookReader({ ...LIMITS, heapMb: 4 });
    expect(await refusal(starved, xlsx)).toBe('memory');
    // Less time than it takes to load the spreadsheet library.
    const hurried = new StatementWorkbookReader({ ...LIMITS, timeoutMs: 20 });
    expect(await refusal(hurried, xlsx)).toBe('time');
    const reader = new StatementWorkbookReader();
    const [one, two] = await Promise.all([reader.read(xlsx), reader.read(xlsx)]);
    expect(one).toEqual(two);
    expect(one[5][5]).toBe('2,500.00');
  });

  it('answers which of a zip with no sheet and a workbook it cannot read it was given', async () => {
    const reader = new StatementWorkbookReader();
    expect(await refusal(reader, zipOf([deflatedEntry('notes.txt', Buffer.from('hello'))]))).toBe('noSheet');
    expect(await refusal(reader, await workbookWith({ 'xl/workbook.xml': '<workbook><sheets><sheet' }))).toBe('unreadable');
  });
});
