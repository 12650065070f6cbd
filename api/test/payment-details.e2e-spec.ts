import QRCode from 'qrcode';
import request from 'supertest';
import { SETTINGS_MESSAGES } from '@society/contracts';
import { createTestApp, uniqueDatabaseName } from './helpers/app';
import { CONFIGURED_PAYMENTS } from './helpers/payment-settings';

/** The SVG inside a data: URL. */
function svgOf(dataUrl: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(dataUrl.startsWith(prefix)).toBe(true);
  return Buffer.from(dataUrl.slice(prefix.length), 'base64').toString('utf8');
}

describe('GET /api/public/payment-details', () => {
  it('may be called by anyone; before the payment details are complete it answers 404 with why, and the public read has payments null', async () => {
    const { UPI_ID: _upi, ...withoutUpi } = CONFIGURED_PAYMENTS;
    const t = await createTestApp({ database: uniqueDatabaseName(), env: withoutUpi });
    const response = await request(t.http).get('/api/public/payment-details').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: SETTINGS_MESSAGES.paymentsNotSet });
    expect((await request(t.http).get('/api/public/settings').expect(200)).body.payments).toBeNull();
  });

  it('answers the details once complete (here from the first-start defaults), with a QR code of the UPI payment link, the same as the public read', async () => {
    const t = await createTestApp({ database: uniqueDatabaseName(), env: CONFIGURED_PAYMENTS });
    const response = await request(t.http).get('/api/public/payment-details').expect(200);
    expect(response.body).toEqual({
      bank: { accountName: 'Society Welfare Trust', accountNumber: '123456789012', ifsc: 'SBIN0001234', bankName: 'State Bank of India', branch: 'Ambala Cantt' },
      upi: { id: 'society@sbi', payeeName: 'Society Welfare Trust', qrDataUrl: expect.any(String) },
      chequePayee: 'Society Welfare Trust',
      csrEmail: 'csr@society.org',
      isExample: false,
    });
    const expected = await QRCode.toString('upi://pay?pa=society@sbi&pn=Society%20Welfare%20Trust&cu=INR', {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    expect(svgOf(response.body.upi.qrDataUrl)).toBe(expected);
    expect((await request(t.http).get('/api/public/settings').expect(200)).body.payments).toEqual(response.body);
  });
});
