import { pdfText } from '../../../../test/helpers/pdf-text';
import { devanagariSkeleton, keepForViewing, pdfFonts, popplerText } from '../../../../test/helpers/poppler';
import type { SocietyIdentity } from '../../../settings/site-settings.service';
import { INCOMPLETE_STAMP, NO_SIGNATURE_LINE, renderReceiptPdf, type ReceiptContent } from './receipt-pdf';

const SOCIETY: SocietyIdentity = {
  name: 'Society Welfare Trust',
  addressLines: ['12 Mall Road', 'Ambala Cantt, Haryana 133001'],
  registrationNumber: 'HR/2022/0042',
  pan: 'AAATS1234Q',
  registration12A: 'AAATS1234QE20213',
  registration12ADate: '2021-09-24',
  registration80G: 'AAATS1234QF20214',
  registration80GDate: '2021-09-24',
  registration80GValidUntil: '2026-03-31',
  registration10BD: 'AAATS1234QF20214',
  registration10BDDate: '2021-09-24',
  complete: true,
};

const RECEIPT: ReceiptContent = {
  society: SOCIETY,
  number: '2026-27/0042',
  issuedAt: new Date('2026-04-01T03:00:00Z'),
  donor: { name: 'Kavita Rao', address: '12 Mall Road, Ambala', pan: 'ABCDE1234F' },
  amount: 12345678,
  mode: 'UPI',
  reference: '412345678901',
  donatedAt: new Date('2026-03-31T20:00:00Z'),
};

describe('renderReceiptPdf', () => {
  it('writes every field of an 80G receipt, in text a reader can extract', async () => {
    const pdf = await renderReceiptPdf(RECEIPT);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Society Welfare Trust',
      '12 Mall Road, Ambala Cantt, Haryana 133001',
      'Registration number: HR/2022/0042',
      'PAN: AAATS1234Q',
      '80G registration: AAATS1234QF20214 dated 24-09-2021 (valid until 31-03-2026)',
      '12A registration: AAATS1234QE20213 dated 24-09-2021',
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
    expect(text).not.toContain('NOT A VALID RECEIPT');
  });

  it("gives a Hindi-speaking donor's receipt its labels in Hindi, each with its English, and the amount in Hindi words", async () => {
    const pdf = await renderReceiptPdf({
      ...RECEIPT,
      number: '2026-27/0043',
      issuedAt: new Date('2026-11-28T09:00:00Z'),
      donor: { name: 'सुनीता देवी', address: 'क्षेत्र 4, ज्ञान नगर, अंबाला', pan: 'ABCDE1234F' },
      amount: 5100,
      mode: 'Cheque',
      reference: '004512',
      donatedAt: new Date('2026-11-27T05:00:00Z'),
      language: 'hi',
    });
    keepForViewing('receipt-hindi', pdf);
    expect(pdfFonts(pdf).embedsFont).toBe(true);
    // What a reader copies from the page: poppler reads the embedded font's map back to the letters.
    const text = devanagariSkeleton(popplerText(pdf));
    for (const expected of [
      'दान रसीद / Donation Receipt',
      'रसीद संख्या / Receipt number: 2026-27/0043',
      'इनसे धन्यवाद सहित प्राप्त / Received with thanks from: सुनीता देवी',
      'राशि (शब्दों में) / Amount in words: पाँच हज़ार एक सौ रुपये मात्र',
      'भुगतान का तरीक़ा / Mode of payment: चेक / Cheque',
      'चेक संख्या / Cheque reference: 004512',
      'दान की तारीख़ / Date of donation: 27-11-2026',
      '80G पंजीकरण: AAATS1234QF20214, 24-09-2021 को जारी, 31-03-2026 तक मान्य',
      'धारा 80G के तहत',
      'हस्ताक्षर की ज़रूरत नहीं',
      NO_SIGNATURE_LINE,
    ]) {
      expect(text).toContain(devanagariSkeleton(expected));
    }
  });
});
