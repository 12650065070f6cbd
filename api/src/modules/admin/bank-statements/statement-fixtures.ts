import ExcelJS from 'exceljs';

/**
 * Statements as each bank's net banking exports them (its account block, header, date style, narrations of
 * UPI, IMPS and NEFT credits), made from a list of lines: the tests' fixtures and the bench's year.
 */

export type FixtureBank = 'sbi' | 'hdfc' | 'icici' | 'axis' | 'pnb';
export const FIXTURE_BANKS: FixtureBank[] = ['sbi', 'hdfc', 'icici', 'axis', 'pnb'];
/** Each bank's layout, and a second export of a bank read by the same layout: the PNB ONE app's (Punjab National Bank). */
export type FixtureLayout = FixtureBank | 'pnb-one';
export const FIXTURE_LAYOUTS: FixtureLayout[] = [...FIXTURE_BANKS, 'pnb-one'];
/** The bank (its layout's id) a fixture is read as. */
export const bankOf = (layout: FixtureLayout): FixtureBank => (layout === 'pnb-one' ? 'pnb' : layout);

export interface FixtureLine {
  /** YYYY-MM-DD */
  day: string;
  /** Positive: a credit; negative: a debit. */
  amount: number;
  channel: 'UPI' | 'IMPS' | 'NEFT' | 'CHARGES';
  /** 12-digit RRN for UPI/IMPS, 16-character UTR for NEFT. */
  reference: string;
  payer: string;
  /** The UPI note (the Donate page's reference code goes here). */
  note?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dateIn(bank: FixtureLayout, day: string): string {
  const [year, month, date] = day.split('-');
  switch (bank) {
    case 'sbi':
      return `${Number(date)} ${MONTHS[Number(month) - 1]} ${year}`;
    case 'hdfc':
      return `${date}/${month}/${year.slice(2)}`;
    case 'axis':
      return `${date}-${month}-${year}`;
    default:
      return `${date}/${month}/${year}`;
  }
}

const vpa = (payer: string) => `${payer.toLowerCase().replace(/[^a-z]/g, '').slice(0, 10)}@okaxis`;

/** The narration as the bank prints it. */
export function narrationOf(layout: FixtureLayout, line: FixtureLine): string {
  const bank = bankOf(layout);
  const payer = line.payer.toUpperCase();
  const note = line.note ?? 'Donation';
  if (line.channel === 'CHARGES') return bank === 'hdfc' ? 'CHRG: SMS ALERT CHARGES' : 'SMS CHARGES';
  switch (bank) {
    case 'sbi':
      if (line.channel === 'UPI') return `BY TRANSFER-UPI/CR/${line.reference}/${payer.slice(0, 8)}/SBIN/${vpa(line.payer)}/${note}--`;
      if (line.channel === 'IMPS') return `BY TRANSFER-IMPS/${line.reference}/${payer}/HDFC--`;
      return `BY TRANSFER-NEFT*HDFC0000123*${line.reference}*${payer}*--`;
    case 'hdfc':
      if (line.channel === 'UPI') return `UPI-${payer}-${vpa(line.payer)}-SBIN0001234-${line.reference}-${note.toUpperCase()}`;
      if (line.channel === 'IMPS') return `IMPS-${line.reference}-${payer}-SBIN-XXXXXXXX1234-DONATION`;
      return `NEFT CR-SBIN0001234-${payer}-SOCIETY WELFARE TRUST-${line.reference}`;
    case 'icici':
      if (line.channel === 'UPI') return `UPI/${line.reference}/${note}/${vpa(line.payer)}/State Bank Of I/`;
      if (line.channel === 'IMPS') return `MMT/IMPS/${line.reference}/${payer}/HDFC BANK`;
      return `NEFT-${line.reference}-${payer}-SOCIETY WELFARE TRUST`;
    case 'axis':
      if (line.channel === 'UPI') return `UPI/P2A/${line.reference}/${payer}/State Bank/${note}`;
      if (line.channel === 'IMPS') return `IMPS/P2A/${line.reference}/${payer}/HDFC`;
      return `NEFT/${line.reference}/${payer}/HDFC BANK`;
    case 'pnb':
      if (line.channel === 'UPI') return `UPI/CR/${line.reference}/${payer}/SBIN/${vpa(line.payer)}/${note}`;
      if (line.channel === 'IMPS') return `IMPS/${line.reference}/${payer}`;
      return `NEFT:${line.reference}:${payer}`;
  }
}

const money = (amount: number) => amount.toFixed(2);
const indianMoney = (amount: number) => amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The account's balance before a fixture's first line. */
export const OPENING_BALANCE = 250_000;

/** The balance after `lines` (an overlapping statement starts from it, as the bank's would). */
export function balanceAfter(lines: FixtureLine[], openingBalance = OPENING_BALANCE): number {
  return lines.reduce((balance, line) => Math.round((balance + line.amount) * 100) / 100, openingBalance);
}

/** A cell of a fixture: text as the CSV prints it, or a typed cell of an XLSX (a number, a date). */
export type FixtureCell = string | number | Date;

/**
 * The statement's rows (account block, header, lines, footer) as the bank lays them out. `typed`: as an XLSX
 * saved with typed cells has them, dates as dates and amounts and balances as numbers, 0 where a line has none.
 */
export function statementRows(bank: FixtureLayout, lines: FixtureLine[], openingBalance = OPENING_BALANCE, typed = false): FixtureCell[][] {
  let balance = openingBalance;
  /** An amount as the bank prints it (`none` when the line has none), or the number. */
  const amount = (value: number, print: (value: number) => string, none = ''): FixtureCell => (typed ? value : value ? print(value) : none);
  const body = lines.map((line, index) => {
    balance = Math.round((balance + line.amount) * 100) / 100;
    const credit = line.amount > 0 ? line.amount : 0;
    const debit = line.amount < 0 ? -line.amount : 0;
    const narration = narrationOf(bank, line);
    const date = typed ? new Date(`${line.day}T00:00:00Z`) : dateIn(bank, line.day);
    const reference = line.channel === 'CHARGES' ? '' : line.channel === 'NEFT' ? line.reference : `${line.reference.slice(-6)}`;
    switch (bank) {
      case 'sbi':
        return [date, date, narration, reference ? `TRANSFER FROM ${reference}` : '', amount(debit, indianMoney), amount(credit, indianMoney), amount(balance, indianMoney)];
      case 'hdfc':
        return [date, narration, reference.padStart(16, '0'), date, amount(debit, money), amount(credit, money), amount(balance, money)];
      case 'icici':
        return [String(index + 1), date, date, reference, narration, amount(debit, money, money(0)), amount(credit, money, money(0)), amount(balance, money)];
      case 'axis':
        return [date, reference, narration, amount(debit, money), amount(credit, money), amount(balance, money), '1234'];
      case 'pnb':
        return [date, reference, amount(debit, money), amount(credit, money), typed ? balance : `${money(balance)} Cr.`, narration];
      case 'pnb-one':
        // Each line ends in a comma (an empty last cell).
        return [`S${String(81_000_000 + index)}`, date, narration, 'NEW DELHI MAIN', '', amount(debit, money), amount(credit, money), typed ? balance : `${money(balance)} Cr.`, ''];
    }
  });
  switch (bank) {
    case 'sbi':
      return [
        ['Account Name', ':', 'SOCIETY WELFARE TRUST'],
        ['Account Number', ':', '_00000012345678901'],
        ['IFS Code', ':', 'SBIN0001234'],
        [],
        ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
        ...body,
        [],
        ['**This is a computer generated statement and does not require a signature.'],
      ];
    case 'hdfc':
      return [
        ['HDFC BANK Ltd.', '', '', '', 'Page No .: 1'],
        ['SOCIETY WELFARE TRUST', '', '', '', 'Statement of account'],
        [],
        ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
        ['********', '********', '********', '********', '********', '********', '********'],
        ...body,
        ['********', '********', '********', '********', '********', '********', '********'],
        ['STATEMENT SUMMARY  :-'],
        ['Opening Balance', 'Debits', 'Credits', 'Closing Bal'],
      ];
    case 'icici':
      return [
        ['DETAILED STATEMENT'],
        ['Transactions List - SOCIETY WELFARE TRUST (INR) - 000401234567'],
        [],
        ['S No.', 'Value Date', 'Transaction Date', 'Cheque Number', 'Transaction Remarks', 'Withdrawal Amount (INR )', 'Deposit Amount (INR )', 'Balance (INR )'],
        ...body,
        [],
        ['Legends Used in Account Statement'],
      ];
    case 'axis':
      return [
        ['Name :- SOCIETY WELFARE TRUST'],
        ['Statement of Account No - 912010012345678 for the period (From : 01-04-2026 To : 31-03-2027)'],
        [],
        ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'],
        ...body,
        [],
        ['Unless the constituent notifies the bank immediately of any discrepancy found by him/her in this statement'],
      ];
    case 'pnb':
      return [
        ['Account Statement'],
        ['Customer Name: SOCIETY WELFARE TRUST'],
        ['Transaction Date', 'Cheque Number', 'Withdrawal', 'Deposit', 'Balance', 'Narration'],
        ...body,
      ];
    case 'pnb-one':
      // The app's export: the account's lines, the header on row 14, the newest line first, a footer.
      return [
        ['Account Statement', ''],
        ['Account Name', 'SOCIETY WELFARE TRUST', ''],
        ['Account Number', 'XXXXXXXXXXXX1234', ''],
        ['Account Type', 'SAVINGS', ''],
        ['Branch Name', 'NEW DELHI MAIN', ''],
        ['IFSC', 'PUNB0123400', ''],
        ['Customer ID', 'XXXXX5678', ''],
        ['Currency', 'INR', ''],
        ['Statement Period', `${dateIn(bank, lines[0]?.day ?? '2026-04-01')} To ${dateIn(bank, lines[lines.length - 1]?.day ?? '2026-04-01')}`, ''],
        ['Opening Balance', `${money(openingBalance)} Cr.`, ''],
        ['Closing Balance', `${money(balance)} Cr.`, ''],
        [''],
        [''],
        ['Txn No.', 'Txn Date', 'Description', 'Branch Name', 'Cheque No.', 'Dr Amount', 'Cr Amount', 'Balance', ''],
        ...body.reverse(),
        ['***Generated through PNB ONE ***', ''],
      ];
  }
}

function csvCell(cell: FixtureCell): string {
  const value = String(cell);
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function statementCsv(bank: FixtureLayout, lines: FixtureLine[], openingBalance = OPENING_BALANCE): Buffer {
  return Buffer.from(statementRows(bank, lines, openingBalance).map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n');
}

/** The statement as XLSX: its cells as text, as the CSV prints them, or `typed` (dates, numbers). */
export async function statementXlsx(bank: FixtureLayout, lines: FixtureLine[], openingBalance = OPENING_BALANCE, { typed = false } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of statementRows(bank, lines, openingBalance, typed)) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A deterministic random source (mulberry32), so a generated year is the same in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Aarav', 'Priya', 'Rahul', 'Sunita', 'Vikram', 'Anjali', 'Rohan', 'Kavita', 'Suresh', 'Meena', 'Arjun', 'Pooja', 'Imran', 'Farah', 'Gurpreet', 'Lakshmi'];
const LAST = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Patel', 'Iyer', 'Khan', 'Das', 'Reddy', 'Nair', 'Kaur', 'Joshi', 'Mehta', 'Rao'];
const AMOUNTS = [100, 251, 500, 501, 1000, 1100, 2000, 2100, 2500, 5000, 5100, 10000, 11000, 25000];

export interface GeneratedRequest {
  id: string;
  name: string;
  amount: number;
  utr: string;
  /** YYYY-MM-DD the donor asked for the receipt. */
  day: string;
  /** The credit it truly belongs to (its index in lines), or null for a request with no credit. */
  truth: number | null;
}

/**
 * A year of the society's account: `credits` credit lines (UPI, IMPS, NEFT) and some debits, and receipt
 * requests for `requests` of them, with the slips donors make (a UTR digit wrong, two digits swapped, the
 * amount typed wrong, a request days late) and requests for money that never arrived.
 */
export function generateYear(credits: number, requests: number, seed = 33): { lines: FixtureLine[]; requests: GeneratedRequest[] } {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const start = Date.UTC(2026, 3, 1);
  const usedRefs = new Set<string>();
  const reference = (channel: FixtureLine['channel']) => {
    for (;;) {
      const digits = Array.from({ length: 11 }, () => Math.floor(random() * 10)).join('');
      const value = channel === 'NEFT' ? `SBINN${digits}` : `${3 + Math.floor(random() * 6)}${digits}`;
      if (!usedRefs.has(value)) {
        usedRefs.add(value);
        return value;
      }
    }
  };
  const lines: FixtureLine[] = [];
  for (let i = 0; i < credits; i += 1) {
    const day = new Date(start + Math.floor((i / credits) * 360) * 86_400_000).toISOString().slice(0, 10);
    const roll = random();
    const channel: FixtureLine['channel'] = roll < 0.7 ? 'UPI' : roll < 0.85 ? 'IMPS' : 'NEFT';
    lines.push({ day, amount: pick(AMOUNTS), channel, reference: reference(channel), payer: `${pick(FIRST)} ${pick(LAST)}` });
    if (random() < 0.05) lines.push({ day, amount: -pick([17.7, 59, 118]), channel: 'CHARGES', reference: '', payer: '' });
  }
  const creditIndexes = lines.map((line, index) => (line.amount > 0 ? index : -1)).filter((index) => index >= 0);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(requests, creditIndexes.length)) chosen.add(pick(creditIndexes));
  const out: GeneratedRequest[] = [];
  let id = 0;
  for (const index of chosen) {
    const line = lines[index];
    const lateDays = Math.floor(random() * 4);
    let utr = line.reference;
    let amount = line.amount;
    const slip = random();
    if (slip < 0.015) {
      // One digit typed wrong.
      const at = 2 + Math.floor(random() * (utr.length - 2));
      utr = utr.slice(0, at) + String((Number(utr[at]) + 1) % 10) + utr.slice(at + 1);
    } else if (slip < 0.025) {
      // Two neighbouring digits swapped.
      const at = 2 + Math.floor(random() * (utr.length - 3));
      utr = utr.slice(0, at) + utr[at + 1] + utr[at] + utr.slice(at + 2);
    } else if (slip < 0.035) {
      amount = amount * 10;
    }
    const day = new Date(Date.parse(`${line.day}T00:00:00Z`) + lateDays * 86_400_000).toISOString().slice(0, 10);
    out.push({ id: `r${(id += 1)}`, name: line.payer, amount, utr, day, truth: index });
  }
  // Requests for money the bank never saw (a failed payment, a screenshot of someone else's).
  for (let i = 0; i < Math.ceil(requests * 0.01); i += 1) {
    out.push({ id: `r${(id += 1)}`, name: `${pick(FIRST)} ${pick(LAST)}`, amount: pick(AMOUNTS), utr: reference('UPI'), day: lines[Math.floor(random() * lines.length)].day, truth: null });
  }
  return { lines, requests: out };
}
