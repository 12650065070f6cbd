import { pdfText } from '../../../../test/helpers/pdf-text';
import { EXAMPLE_SOCIETY_SETTINGS } from '../../../config/society-settings';
import { NO_SIGNATURE_LINE, renderReceiptPdf } from './receipt-pdf';

describe('renderReceiptPdf', () => {
  it('writes every field of an 80G receipt, in text a reader can extract', async () => {
    const pdf = await renderReceiptPdf({
      society: { ...EXAMPLE_SOCIETY_SETTINGS, name: 'Society Welfare Trust', isExample: false },
      number: '2026-27/0042',
      issuedAt: new Date('2026-04-01T03:00:00Z'),
      donor: { name: 'Kavita Rao', address: '12 Mall Road, Ambala', pan: 'ABCDE1234F' },
      amount: 12345678,
      mode: 'UPI',
      reference: '412345678901',
      donatedAt: new Date('2026-03-31T20:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Society Welfare Trust',
      '2026-27/0042',
      'Kavita Rao',
      'ABCDE1234F',
      '12 Mall Road, Ambala',
      'Rs. 1,23,45,678.00',
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only',
      '412345678901',
      '01-04-2026',
      '50%',
      NO_SIGNATURE_LINE,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('EXAMPLE SETTINGS');
  });
});
