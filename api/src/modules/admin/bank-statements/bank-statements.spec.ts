import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { apiText } from '@society/contracts';
import { rezipped } from '../../../../test/helpers/zips';
import { loadApiLanguages, translateApiMessage } from '../../../i18n/api-messages';
import { BANK_LAYOUTS } from './bank-layouts';
import { benchBankStatements } from '../../../../bench/bank-statements';
import { matchCredits } from './matcher';
import { payerNameIn, referencesIn } from './narration';
import { bankOf, FIXTURE_BANKS, FIXTURE_LAYOUTS, narrationOf, statementCsv, statementXlsx, type FixtureLine } from '../../../../test/fixtures/statement-fixtures';
import { parseAmount, parseDay, parseStatement, STATEMENT_MESSAGES, StatementError } from './statement-parser';

const LINES: FixtureLine[] = [
  { day: '2026-11-01', amount: 2500, channel: 'UPI', reference: '433012345678', payer: 'Kavita Rao' },
  { day: '2026-11-02', amount: -59, channel: 'CHARGES', reference: '', payer: '' },
  { day: '2026-11-03', amount: 100000, channel: 'NEFT', reference: 'SBINN52026110312', payer: 'Asha Devi' },
  { day: '2026-11-04', amount: 501.5, channel: 'IMPS', reference: '531298765432', payer: 'Imran Khan' },
];

describe('bank statements: reading each bank', () => {
  it.each(FIXTURE_BANKS)('reads %s as CSV and as XLSX: credits only, with their references', async (bank) => {
    for (const file of [statementCsv(bank, LINES), await statementXlsx(bank, LINES)]) {
      const parsed = await parseStatement(file);
      expect(parsed.bank).toBe(bank);
      expect(parsed.credits.map((credit) => [credit.day, credit.amount])).toEqual([
        ['2026-11-01', 2500],
        ['2026-11-03', 100000],
        ['2026-11-04', 501.5],
      ]);
      expect(parsed.debits).toBe(1);
      expect(parsed.credits[0].references).toContain('433012345678');
      expect(parsed.credits[1].references).toContain('SBINN52026110312');
      expect(parsed.credits[2].references).toContain('531298765432');
      // Read with the bank named, the same lines.
      const named = await parseStatement(file, { bank });
      expect(named.credits.map((credit) => credit.fingerprint)).toEqual(parsed.credits.map((credit) => credit.fingerprint));
    }
  });

  it('reads an XLSX whose cells are typed (dates as dates, amounts as numbers)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 3)), null, 'UPI/P2A/433012345678/KAVITA RAO/SBI/Donation', null, 2500, 252500, 1234]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 4)), null, 'ATM WDL', 500, null, 252000, 1234]);
    const parsed = await parseStatement(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(parsed).toMatchObject({ bank: 'axis', debits: 1, from: '2026-11-03', to: '2026-11-03' });
    expect(parsed.credits).toEqual([expect.objectContaining({ day: '2026-11-03', amount: 2500, balance: 252500, references: ['433012345678'], row: 2 })]);
  });

  // Two credits and two debits, as the ICICI statement of issue 43 whose debits were read as ₹0 credits.
  const TWO_AND_TWO: FixtureLine[] = [
    { day: '2026-12-01', amount: 1100, channel: 'UPI', reference: '433012345678', payer: 'Rohan Mehta' },
    { day: '2026-12-02', amount: -59, channel: 'CHARGES', reference: '', payer: '' },
    { day: '2026-12-03', amount: -118, channel: 'CHARGES', reference: '', payer: '' },
    { day: '2026-12-04', amount: 25000.5, channel: 'NEFT', reference: 'SBINN52026120412', payer: 'Asha Devi' },
  ];

  it('reads the PNB ONE app’s CSV (trailing commas, newest first, "Cr." balances, a footer) as Punjab National Bank, not SBI', async () => {
    const csv = statementCsv('pnb-one', TWO_AND_TWO);
    const lines = csv.toString().split('\r\n');
    expect(lines[13]).toBe('Txn No.,Txn Date,Description,Branch Name,Cheque No.,Dr Amount,Cr Amount,Balance,');
    expect(lines[14]).toMatch(/^S\d+,04\/12\/2026,NEFT:SBINN52026120412:ASHA DEVI,NEW DELHI MAIN,,,25000\.50,275923\.50 Cr\.,$/);
    expect(lines).toContain('***Generated through PNB ONE ***,');
    for (const parsed of [await parseStatement(csv), await parseStatement(csv, { bank: 'pnb' })]) {
      expect(parsed).toMatchObject({ bank: 'pnb', bankName: 'Punjab National Bank', debits: 2, from: '2026-12-01', to: '2026-12-04' });
      expect(parsed.credits.map((credit) => [credit.day, credit.amount, credit.balance, credit.row])).toEqual([
        ['2026-12-04', 25000.5, 275923.5, 15],
        ['2026-12-01', 1100, 251100, 18],
      ]);
      expect(parsed.credits.map((credit) => credit.references)).toEqual([['SBINN52026120412'], ['433012345678']]);
    }
    // Named as SBI's, it has SBI's date and narration columns but not its credit column.
    await expect(parseStatement(csv, { bank: 'sbi' })).rejects.toThrow('Row 14: the statement has no credit (deposit) column.');
  });

  it('reads a workbook whose zip gives its sizes in Zip64 fields, as some writers do', async () => {
    const zip64 = rezipped(unzipSync(await statementXlsx('hdfc', TWO_AND_TWO)), { zip64: true });
    expect(zip64.readUInt32LE(zip64.length - 22 - 20 - 56)).toBe(0x06064b50);
    const parsed = await parseStatement(zip64);
    expect(parsed).toMatchObject({ bank: 'hdfc', debits: 2 });
    expect(parsed.credits.map((credit) => credit.amount)).toEqual([1100, 25000.5]);
  });

  it('has a fixture for every bank layout it reads', () => {
    expect(BANK_LAYOUTS.map((layout) => layout.id).sort()).toEqual([...FIXTURE_BANKS].sort());
  });

  it.each(FIXTURE_LAYOUTS)('reads %s saved as XLSX with number cells: a 0 or empty amount is no credit', async (layout) => {
    const xlsx = await statementXlsx(layout, TWO_AND_TWO, 250_000, { typed: true });
    const parsed = await parseStatement(xlsx);
    expect(parsed).toMatchObject({ bank: bankOf(layout), debits: 2, from: '2026-12-01', to: '2026-12-04' });
    expect(parsed.credits.map((credit) => [credit.day, credit.amount, credit.balance]).sort()).toEqual([
      ['2026-12-01', 1100, 251100],
      ['2026-12-04', 25000.5, 275923.5],
    ]);
  });

  it('tells each bank by its columns', async () => {
    for (const bank of FIXTURE_BANKS) expect((await parseStatement(statementCsv(bank, LINES), { bank })).bank).toBe(bank);
    expect((await parseStatement(statementCsv('sbi', LINES))).bank).toBe('sbi');
    expect((await parseStatement(statementCsv('hdfc', LINES))).bank).toBe('hdfc');
    expect((await parseStatement(statementCsv('axis', LINES))).bank).toBe('axis');
  });

  it('reads another bank through the columns an admin names', async () => {
    const csv = Buffer.from('Posting Date,Details,UTR,Money In,Money Out,Running Balance\n05/11/2026,UPI/433099998888/GEETA,433099998888,750.00,,1000.00\n06/11/2026,ATM,,,"200.00",800.00\n');
    const parsed = await parseStatement(csv, { mapping: { bankName: 'Kotak', date: 'Posting Date', narration: 'Details', credit: 'Money In', reference: 'UTR', debit: 'Money Out', balance: 'Running Balance' } });
    expect(parsed.credits).toHaveLength(1);
    expect(parsed.credits[0]).toMatchObject({ day: '2026-11-05', amount: 750, references: ['433099998888'] });
    await expect(parseStatement(csv, { mapping: { bankName: 'Kotak', date: 'Posting Date', narration: 'Details', credit: 'Credit' } })).rejects.toThrow('No column of the file is named "Credit"');
  });

  it('refuses broken files naming the row and column', async () => {
    const refuse = (text: string | Buffer) => parseStatement(typeof text === 'string' ? Buffer.from(text) : text);
    await expect(refuse('')).rejects.toThrow(StatementError);
    await expect(refuse('Name,Email\nA,b@c.de\n')).rejects.toThrow('not a bank statement');
    await expect(refuse('Txn Date,Description,Debit,Balance\n1 Nov 2026,UPI,10,20\n')).rejects.toThrow('Row 1: the statement has no credit (deposit) column.');
    await expect(refuse('Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n1 Nov 2026,UPI/1,,,"1,000.00",5000\n31 Nov 2026,UPI/2,,,10.00,5010\n')).rejects.toThrow('Row 3, column "Txn Date": "31 Nov 2026" is not a date.');
    await expect(refuse('Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n01/11/26,UPI-A,1,01/11/26,,12O.00,100\n')).rejects.toThrow('Row 2, column "Deposit Amt.": "12O.00" is not an amount.');
    await expect(refuse('Tran Date,CHQNO,PARTICULARS,DR,CR,BAL\n01-11-2026,,UPI/P2A/1,,,100\n')).rejects.toThrow('Row 2, column "CR": the line has a date but no credit or debit amount.');
    await expect(refuse(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]))).rejects.toThrow('not a bank statement');
    await expect(refuse(Buffer.from('PK\u0003\u0004garbage'))).rejects.toThrow('cannot be read');
  });

  it('passes over notes inside the table and stops at the summary below it', async () => {
    const csv = [
      'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
      'Balance as on 01 Nov 2026,,,,,,"1,000.00"',
      '2 Nov 2026,2 Nov 2026,BY TRANSFER-UPI/CR/433012345678/KAVITA/SBIN/kavita@oksbi/Donation--,,,"2,500.00","3,500.00"',
      'Statement Summary,,,,,,',
      '"3,500.00",1,0,0.00,"2,500.00",,',
    ].join('\n');
    const parsed = await parseStatement(Buffer.from(csv));
    expect(parsed.credits.map((credit) => [credit.day, credit.amount])).toEqual([['2026-11-02', 2500]]);
  });

  it('reads dates and amounts as banks print them', () => {
    expect(parseDay('01/11/26')).toBe('2026-11-01');
    expect(parseDay('1 Nov 2026')).toBe('2026-11-01');
    expect(parseDay('01-Nov-2026')).toBe('2026-11-01');
    expect(parseDay('2026-11-01')).toBe('2026-11-01');
    expect(parseDay('29/02/2026')).toBeNull();
    expect(parseAmount('1,00,000.00')).toBe(100000);
    expect(parseAmount('₹ 500')).toBe(500);
    expect(parseAmount('5,010.00 Cr.')).toBe(5010);
    expect(parseAmount('0.00')).toBeUndefined();
    expect(parseAmount(0)).toBeUndefined();
    expect(parseAmount(2500.5)).toBe(2500.5);
    expect(parseAmount('abc')).toBeNull();
  });

  it('reads references and the payer out of narrations', () => {
    expect(referencesIn('UPI/P2A/433012345678/RAHUL SHARMA/Axis Bank/NayiUdaan')).toEqual(['433012345678']);
    expect(referencesIn('NEFT CR-SBIN0001234-ASHA DEVI-SOCIETY WELFARE TRUST-SBINN52026110312')).toEqual(['SBINN52026110312']);
    expect(payerNameIn(narrationOf('axis', LINES[0]))).toBe('Kavita Rao');
    expect(payerNameIn(narrationOf('hdfc', LINES[2]))).toBe('Asha Devi');
    expect(payerNameIn(narrationOf('sbi', LINES[3]))).toBe('Imran Khan');
  });
});

describe('bank statements: a workbook refused', () => {
  it('says why in English and in Hindi', async () => {
    await loadApiLanguages();
    const hi = apiText.loaded('hi');
    const refusals = [
      [STATEMENT_MESSAGES.xlsxTooLarge, hi?.statementXlsxTooLarge.replace('{mb}', '16')],
      [STATEMENT_MESSAGES.xlsxTooManyParts, hi?.statementXlsxTooManyParts.replace('{count}', '200')],
      [STATEMENT_MESSAGES.xlsxRatio, hi?.statementXlsxRatio.replace('{ratio}', '100')],
      [STATEMENT_MESSAGES.xlsxSpread, hi?.statementXlsxSpread],
      [STATEMENT_MESSAGES.xlsxMemory, hi?.statementXlsxMemory],
      [STATEMENT_MESSAGES.xlsxTime, hi?.statementXlsxTime.replace('{seconds}', '30')],
      [STATEMENT_MESSAGES.unreadableXlsx, hi?.statementXlsxUnreadable],
    ];
    expect(STATEMENT_MESSAGES.xlsxTooLarge).toBe('The workbook unpacks to more than 16 MB, more than a bank statement does: it was not read. Export a shorter period, or the statement as CSV.');
    for (const [english, hindi] of refusals) expect(translateApiMessage(english as string, 'hi')).toBe(hindi);
  });
});

describe('bank statements: matching', () => {
  const credit = { id: 'c1', day: 100, amount: 2500, references: ['433012345678'], narrationKey: 'UPICR433012345678KAVITARAONU4K7' };
  const request = { id: 'r1', day: 101, amount: 2500, utr: '433012345678' };

  it('matches by UTR, amount and day; by reference code; and puts the doubtful ones to the admin', () => {
    expect(matchCredits([credit], [request]).matched).toEqual([{ creditId: 'c1', requestId: 'r1' }]);
    expect(matchCredits([credit], [{ ...request, utr: 'X', reference: 'NU4K7' }]).matched).toEqual([{ creditId: 'c1', requestId: 'r1' }]);
    expect(matchCredits([credit], [{ ...request, amount: 250 }]).review[0].candidates).toEqual([{ requestId: 'r1', reason: 'amount-differs' }]);
    expect(matchCredits([credit], [{ ...request, day: 140 }]).review[0].candidates).toEqual([{ requestId: 'r1', reason: 'date-outside-window' }]);
    expect(matchCredits([credit], [request, { ...request, id: 'r2' }]).review[0].candidates.map((c) => c.reason)).toEqual(['two-candidates', 'two-candidates']);
    expect(matchCredits([credit], [{ ...request, utr: '433012345679' }]).review[0].candidates).toEqual([{ requestId: 'r1', reason: 'near-miss-utr' }]);
    expect(matchCredits([credit], [{ ...request, utr: '433012345687' }]).review[0].candidates).toEqual([{ requestId: 'r1', reason: 'near-miss-utr' }]);
    expect(matchCredits([credit], [{ ...request, amount: 99 }, { ...request, id: 'r2', utr: '999999999999', amount: 7 }]).review).toHaveLength(1);
    expect(matchCredits([credit], [{ ...request, utr: '111111111111', amount: 3 }]).unmatched).toEqual(['c1']);
    expect(matchCredits([{ ...credit, dismissed: ['r1'] }], [request]).unmatched).toEqual(['c1']);
  });

  it('meets the budget on a generated year: 10,000 lines against 5,000 requests, no false automatic match, ≥ 95% of true ones automatic, the rest in needs a look', async () => {
    const result = await benchBankStatements();
    expect(result.credits).toBe(10_000);
    expect(result.falseAutomatic).toBe(0);
    expect(result.trueAutomaticShare).toBeGreaterThanOrEqual(0.95);
    expect(result.trueMissed).toBe(0);
    // The 5 s budget is the bench's (npm run bench, a quiet machine); here, beside other suites, a loose bound.
    expect(result.importAndMatchMs).toBeLessThan(15_000);
  });
});
