import type { BankChoices, BankColumnMapping, BankConfirmResult, BankReconciliation, BankStatementImport } from '@society/contracts';
import { api } from '@society/web-kit';
import type { AdminDonation } from './get-donations';

/** Where the API has bank statements (issue 33); admin token only. */
const BASE = '/admin/bank-statements';

export interface ImportInput {
  file: File;
  /** 'auto', a bank's id, or 'other' with the mapping. */
  bank: string;
  mapping?: BankColumnMapping;
}

/** GET /api/admin/bank-statements: the three lists (each its first `limit` entries) and the requests not found in the bank. */
export function getReconciliation(limit: number): Promise<BankReconciliation> {
  return api.get<BankReconciliation>(`${BASE}?limit=${limit}`);
}

/** GET /api/admin/bank-statements/banks: the banks read by their columns, and the mappings remembered for others. */
export function getBankChoices(): Promise<BankChoices> {
  return api.get<BankChoices>(`${BASE}/banks`);
}

/** POST /api/admin/bank-statements (multipart 'statement'): imports the statement and matches it. */
export function importStatement({ file, bank, mapping }: ImportInput): Promise<BankStatementImport> {
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
  return api.post<BankStatementImport>(BASE, form);
}

export function confirmMatched(): Promise<BankConfirmResult> {
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
