/** The society's bank and UPI details shown on the Donate page, from the environment (see loadConfig). */
export interface PaymentSettings {
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
  upi: { id: string; payeeName: string };
  csrEmail: string;
  /** True when none was configured and the examples below are shown instead. */
  isExample: boolean;
}

/** Every variable of the payment details; all or none must be set (all in production). */
export const PAYMENT_VARIABLES = [
  'BANK_ACCOUNT_NAME',
  'BANK_ACCOUNT_NUMBER',
  'BANK_IFSC',
  'BANK_NAME',
  'BANK_BRANCH',
  'UPI_ID',
  'UPI_PAYEE_NAME',
  'CSR_EMAIL',
] as const;
export type PaymentVariable = (typeof PAYMENT_VARIABLES)[number];

/** Clearly fake values for local runs, so nobody can mistake them for the society's own. */
export const EXAMPLE_PAYMENT_SETTINGS: PaymentSettings = {
  bank: {
    accountName: 'EXAMPLE ONLY - not a real account',
    accountNumber: '000000000000',
    ifsc: 'EXMP0EXAMPL',
    bankName: 'Example Bank (not real)',
    branch: 'Example Branch',
  },
  upi: { id: 'example@upi', payeeName: 'EXAMPLE ONLY' },
  csrEmail: 'csr@example.org',
  isExample: true,
};

export function paymentSettingsFrom(values: Record<PaymentVariable, string>): PaymentSettings {
  return {
    bank: {
      accountName: values.BANK_ACCOUNT_NAME,
      accountNumber: values.BANK_ACCOUNT_NUMBER,
      ifsc: values.BANK_IFSC,
      bankName: values.BANK_NAME,
      branch: values.BANK_BRANCH,
    },
    upi: { id: values.UPI_ID, payeeName: values.UPI_PAYEE_NAME },
    csrEmail: values.CSR_EMAIL,
    isExample: false,
  };
}
