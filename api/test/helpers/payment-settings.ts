/** The payment details as first-start settings (config/settings-seed.ts): complete, so the Donate page's details and UPI QR code answer. */
export const CONFIGURED_PAYMENTS = {
  BANK_ACCOUNT_NAME: 'Society Welfare Trust',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_IFSC: 'SBIN0001234',
  BANK_NAME: 'State Bank of India',
  BANK_BRANCH: 'Ambala Cantt',
  UPI_ID: 'society@sbi',
  UPI_PAYEE_NAME: 'Society Welfare Trust',
  CSR_EMAIL: 'csr@society.org',
};
