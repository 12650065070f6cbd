/** The columns a statement line is read from. */
export type StatementField = 'date' | 'narration' | 'reference' | 'credit' | 'debit' | 'balance';

/** How one bank names its statement's columns (each field: the header texts it is found under). */
export interface BankLayout {
  id: string;
  name: string;
  columns: Partial<Record<StatementField, string[]>> & Record<'date' | 'narration' | 'credit', string[]>;
}

/** Header text compared without case, spaces or punctuation ('Chq./Ref.No.' = 'chqrefno'). */
export function normalisedHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The statements net banking exports (CSV or XLSX), as each bank heads its columns. The header line is found
 * below the account's details wherever it is; a bank is told by the names of its columns.
 */
export const BANK_LAYOUTS: BankLayout[] = [
  {
    id: 'sbi',
    name: 'State Bank of India',
    columns: {
      date: ['Txn Date', 'Transaction Date'],
      narration: ['Description'],
      reference: ['Ref No./Cheque No.', 'Ref No/Cheque No'],
      debit: ['Debit'],
      credit: ['Credit'],
      balance: ['Balance'],
    },
  },
  {
    id: 'hdfc',
    name: 'HDFC Bank',
    columns: {
      date: ['Date'],
      narration: ['Narration'],
      reference: ['Chq./Ref.No.', 'Chq/Ref Number'],
      debit: ['Withdrawal Amt.', 'Withdrawal Amount'],
      credit: ['Deposit Amt.', 'Deposit Amount'],
      balance: ['Closing Balance'],
    },
  },
  {
    id: 'icici',
    name: 'ICICI Bank',
    columns: {
      date: ['Transaction Date', 'Value Date'],
      narration: ['Transaction Remarks'],
      reference: ['Cheque Number'],
      debit: ['Withdrawal Amount (INR )', 'Withdrawal Amount (INR)'],
      credit: ['Deposit Amount (INR )', 'Deposit Amount (INR)'],
      balance: ['Balance (INR )', 'Balance (INR)'],
    },
  },
  {
    id: 'axis',
    name: 'Axis Bank',
    columns: {
      date: ['Tran Date'],
      narration: ['PARTICULARS'],
      reference: ['CHQNO'],
      debit: ['DR'],
      credit: ['CR'],
      balance: ['BAL'],
    },
  },
  {
    // Internet banking's layout, and the PNB ONE app's (Txn No., Txn Date, Description, Branch Name, Cheque No.,
    // Dr Amount, Cr Amount, Balance): SBI's also heads its columns Txn Date and Description, but has no Cr Amount.
    id: 'pnb',
    name: 'Punjab National Bank',
    columns: {
      date: ['Transaction Date', 'Txn Date'],
      narration: ['Narration', 'Description'],
      reference: ['Cheque Number', 'Instrument ID', 'Cheque No.'],
      debit: ['Withdrawal', 'Dr Amount'],
      credit: ['Deposit', 'Cr Amount'],
      balance: ['Balance'],
    },
  },
];

export const BANK_CHOICES = [...BANK_LAYOUTS.map(({ id, name }) => ({ id, name }))];
