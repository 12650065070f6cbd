import { apiText, formatMessage } from '@society/contracts';
import { loadApiLanguages, translateApiMessage } from '../../../i18n/api-messages';
import { FORM_10BE_MESSAGES, form10beFields } from './form-10be-reader';

describe('Form 10BE fields from a certificate\'s text lines', () => {
  const lines = [
    'FORM NO. 10BE',
    '[See rule 18AB]',
    'PAN of the reporting person AAATS1234Q',
    'Acknowledgement Number 123456789012345',
    'ID code Permanent Account Number',
    'Unique Identification Number of the donor abcde1234f',
    'Name of the donor Sunita Devi',
    'Financial year in which donation is received 2025-2026',
    'Amount of donation (Indian rupees) Rs. 1,00,000.50',
  ];

  it('reads the donor\'s ID (upper-cased), name, year, amount and ARN, never the reporting person\'s PAN', () => {
    expect(form10beFields(lines)).toEqual({
      financialYear: '2025-26',
      idCode: 'Permanent Account Number',
      uniqueId: 'ABCDE1234F',
      donorName: 'Sunita Devi',
      amount: 100000.5,
      arn: '123456789012345',
    });
  });

  it('takes a value printed on the line below its label', () => {
    const split = ['Form No.10BE', 'Unique Identification Number', '123456789012', 'Name of donor', 'सुनीता देवी', 'Financial Year', 'FY 2024-25'];
    expect(form10beFields(split)).toMatchObject({ uniqueId: '123456789012', donorName: 'सुनीता देवी', financialYear: '2024-25', amount: null, arn: '' });
  });

  it('knows a PDF that is not a Form 10BE, and names the first field a certificate lacks', () => {
    expect(form10beFields(['Donation Receipt', 'Name of the donor Sunita Devi'])).toBeNull();
    expect(form10beFields(['FORM NO. 10BD', 'Name of the donor Sunita Devi'])).toBeNull();
    expect(form10beFields(lines.filter((line) => !line.startsWith('Financial year')))).toEqual({ missing: 'financial year' });
    expect(form10beFields(['FORM NO. 10BE', 'Name of the donor Sunita Devi'])).toEqual({ missing: "donor's Unique Identification Number" });
  });
});

describe('a zip of certificates refused', () => {
  it('says why in English and in Hindi, naming the zip and the file', async () => {
    await loadApiLanguages();
    const hi = apiText.loaded('hi')!;
    const name = 'form 10BE (2).zip';
    expect(FORM_10BE_MESSAGES.zipTooLarge(name)).toBe('form 10BE (2).zip unpacks to more than 25 MB; upload it in parts');
    for (const [english, hindi] of [
      [FORM_10BE_MESSAGES.badZip(name), formatMessage(hi.form10beBadZip, 'hi', { name })],
      [FORM_10BE_MESSAGES.tooManyFiles(name), formatMessage(hi.form10beTooManyFiles, 'hi', { name, count: 500 })],
      [FORM_10BE_MESSAGES.zipTooLarge(name), formatMessage(hi.form10beZipTooLarge, 'hi', { name, mb: 25 })],
      [FORM_10BE_MESSAGES.zipTooManyEntries(name), formatMessage(hi.form10beZipTooManyEntries, 'hi', { name, count: 1100 })],
      [FORM_10BE_MESSAGES.zipRatio(name, 'ABCDE1234F.pdf'), formatMessage(hi.form10beZipRatio, 'hi', { name, file: 'ABCDE1234F.pdf', ratio: 100 })],
    ]) {
      expect(translateApiMessage(english, 'hi')).toBe(hindi);
    }
  });
});
