import { formatIndianAmount, rupeesInWords, wholeNumberInWords } from './amount-in-words';

describe('amount in words (Indian numbering)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [2500, 'Two Thousand Five Hundred'],
    [99999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100000, 'One Lakh'],
    [150050, 'One Lakh Fifty Thousand Fifty'],
    [10000000, 'One Crore'],
    [12345678, 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight'],
    [1000000000, 'One Hundred Crore'],
  ])('%d → %s', (value, words) => {
    expect(wholeNumberInWords(value)).toBe(words);
  });

  it('writes rupees and paise the way a receipt does', () => {
    expect(rupeesInWords(12345678)).toBe('Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only');
    expect(rupeesInWords(1000.5)).toBe('Rupees One Thousand and Fifty Paise Only');
    expect(rupeesInWords(99.99)).toBe('Rupees Ninety Nine and Ninety Nine Paise Only');
  });

  it('groups figures in lakh and crore', () => {
    expect(formatIndianAmount(12345678)).toBe('1,23,45,678.00');
    expect(formatIndianAmount(100000)).toBe('1,00,000.00');
    expect(formatIndianAmount(999.5)).toBe('999.50');
  });
});
