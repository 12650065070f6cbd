import QRCode from 'qrcode';
import request from 'supertest';
import { EXAMPLE_PAYMENT_SETTINGS } from '../src/config/payment-settings';
import { createTestApp } from './helpers/app';

const CONFIGURED = {
  BANK_ACCOUNT_NAME: 'Society Welfare Trust',
  BANK_ACCOUNT_NUMBER: '123456789012',
  BANK_IFSC: 'SBIN0001234',
  BANK_NAME: 'State Bank of India',
  BANK_BRANCH: 'Ambala Cantt',
  UPI_ID: 'society@sbi',
  UPI_PAYEE_NAME: 'Society Welfare Trust',
  CSR_EMAIL: 'csr@society.org',
};

/** The SVG inside a data: URL. */
function svgOf(dataUrl: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64').toString('utf8');
}

describe('GET /api/public/payment-details', () => {
  it('may be called by anyone; with nothing configured it answers the marked examples with isExample true', async () => {
    const t = await createTestApp();
    const response = await request(t.http).get('/api/public/payment-details').expect(200);

    expect(response.body).toEqual({
      bank: EXAMPLE_PAYMENT_SETTINGS.bank,
      upi: { ...EXAMPLE_PAYMENT_SETTINGS.upi, qrDataUrl: expect.any(String) },
      csrEmail: EXAMPLE_PAYMENT_SETTINGS.csrEmail,
      isExample: true,
    });
    expect(response.body.bank.accountName).toMatch(/EXAMPLE/);
    expect(svgOf(response.body.upi.qrDataUrl)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('answers the configured details, isExample false, and a QR code of the UPI payment link', async () => {
    const t = await createTestApp({ env: CONFIGURED });
    const response = await request(t.http).get('/api/public/payment-details').expect(200);

    expect(response.body).toEqual({
      bank: { accountName: 'Society Welfare Trust', accountNumber: '123456789012', ifsc: 'SBIN0001234', bankName: 'State Bank of India', branch: 'Ambala Cantt' },
      upi: { id: 'society@sbi', payeeName: 'Society Welfare Trust', qrDataUrl: expect.any(String) },
      csrEmail: 'csr@society.org',
      isExample: false,
    });
    const expected = await QRCode.toString('upi://pay?pa=society@sbi&pn=Society%20Welfare%20Trust&cu=INR', {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    expect(svgOf(response.body.upi.qrDataUrl)).toBe(expected);
  });
});
