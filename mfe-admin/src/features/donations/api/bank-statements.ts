import { api } from '@society/web-kit';
import type { AdminDonation } from './get-donations';

/** Where the API has bank statements (issue 33); admin token only. */
const BASE = '/admin/bank-statements';

export type ReviewReason = 'amount-differs' | 'date-outside-window' | 'two-candidates' | 'near-miss-utr' | 'same-amount-and-date';

export interface BankCredit {
  id: string;
  /** YYYY-MM-DD */
  day: string;
  amount: number;
  narration: string;
  reference: string;
  references: string[];
  statementId: string;
  row: number;
}

export interface ReceiptRequest {
  id: string;
  name: string;
  email: string;
  amount: number;
  mode: string;
  utr: string;
  date: string;
  receiptGenerated: boolean;
  receiptNumber: string | null;
}

export interface ImportedStatement {
  id: string;
  bankName: string;
  fileName: string;
  from: string | null;
  to: string | null;
  credits: number;
  added: number;
  importedAt: string;
  importedBy: string;
}

export interface Reconciliation {
  matched: Array<{ credit: BankCredit; request: ReceiptRequest }>;
  review: Array<{ credit: BankCredit; candidates: Array<{ request: ReceiptRequest; reason: ReviewReason }> }>;
  unmatched: Array<{ credit: BankCredit; suggestedName: string }>;
  notFound: ReceiptRequest[];
  counts: { matched: number; review: number; unmatched: number; notFound: number; confirmed: number; recorded: number };
  statements: ImportedStatement[];
  window: { daysBefore: number; daysAfter: number; notFoundAfterDays: number };
}

export interface ImportResult {
  statementId: string;
  bank: string;
  bankName: string;
  credits: number;
  added: number;
  duplicates: number;
  debits: number;
  from: string | null;
  to: string | null;
  reconciliation: Reconciliation;
}

export interface ColumnMapping {
  bankName: string;
  date: string;
  narration: string;
  credit: string;
  reference?: string;
  debit?: string;
  balance?: string;
}

export interface BankChoices {
  banks: Array<{ id: string; name: string }>;
  mappings: ColumnMapping[];
}

export interface ImportInput {
  file: File;
  /** 'auto', a bank's id, or 'other' with the mapping. */
  bank: string;
  mapping?: ColumnMapping;
}

/** GET /api/admin/bank-statements: the three lists and the requests not found in the bank. */
export function getReconciliation(): Promise<Reconciliation> {
  return api.get<Reconciliation>(BASE);
}

/** GET /api/admin/bank-statements/banks: the banks read by their columns, and the mappings remembered for others. */
export function getBankChoices(): Promise<BankChoices> {
  return api.get<BankChoices>(`${BASE}/banks`);
}

/** POST /api/admin/bank-statements (multipart 'statement'): imports the statement and matches it. */
export function importStatement({ file, bank, mapping }: ImportInput): Promise<ImportResult> {
  const form = new FormData();
  form.append('bank', bank);
  if (bank === 'other' && mapping) {
    form.append('bankName', mapping.bankName);
    const columns: Array<[string, string | undefined]> = [
      ['dateColumn', mapping.date],
      ['narrationColumn', mapping.narration],
      ['creditColumn', mapping.credit],
      ['referenceColumn', mapping.reference],
      ['debitColumn', mapping.debit],
      ['balanceColumn', mapping.balance],
    ];
    for (const [field, value] of columns) if (value) form.append(field, value);
  }
  form.append('statement', file);
  return api.post<ImportResult>(BASE, form);
}

export function confirmMatched(): Promise<{ confirmed: number; receipts: Array<{ donationId: string; receiptNumber: string | null }>; skipped: Array<{ creditId: string; reason: string }> }> {
  return api.post(`${BASE}/confirm`);
}

export function matchCredit(creditId: string, donationId: string): Promise<AdminDonation> {
  return api.post<AdminDonation>(`${BASE}/credits/${encodeURIComponent(creditId)}/match`, { donationId });
}

export function dismissCredit(creditId: string): Promise<{ message: string }> {
  return api.post(`${BASE}/credits/${encodeURIComponent(creditId)}/dismiss`, {});
}

export function recordCredit(creditId: string, name: string): Promise<AdminDonation> {
  return api.post<AdminDonation>(`${BASE}/credits/${encodeURIComponent(creditId)}/record`, { name });
}
