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

  it.each([
    [0, 'शून्य'],
    [6, 'छह'],
    [21, 'इक्कीस'],
    [45, 'पैंतालीस'],
    [79, 'उन्यासी'],
    [99, 'निन्यानवे'],
    [100, 'एक सौ'],
    [101, 'एक सौ एक'],
    [5100, 'पाँच हज़ार एक सौ'],
    [99999, 'निन्यानवे हज़ार नौ सौ निन्यानवे'],
    [100000, 'एक लाख'],
    [150050, 'एक लाख पचास हज़ार पचास'],
    [10000000, 'एक करोड़'],
    [12345678, 'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर'],
    [1000000000, 'एक सौ करोड़'],
  ])('%d in Hindi → %s', (value, words) => {
    expect(wholeNumberInWords(value, 'hi')).toBe(words);
  });

  it('has a word of its own for every Hindi number below a hundred, none repeated', () => {
    const words = Array.from({ length: 99 }, (_, index) => wholeNumberInWords(index + 1, 'hi'));
    expect(words.every((word) => /^[\u0900-\u097F]+$/.test(word))).toBe(true);
    expect(new Set(words).size).toBe(99);
  });

  it('writes rupees and paise the way a Hindi receipt does', () => {
    expect(rupeesInWords(5100, 'hi')).toBe('पाँच हज़ार एक सौ रुपये मात्र');
    expect(rupeesInWords(1, 'hi')).toBe('एक रुपया मात्र');
    expect(rupeesInWords(1000.5, 'hi')).toBe('एक हज़ार रुपये और पचास पैसे मात्र');
    expect(rupeesInWords(0.01, 'hi')).toBe('एक पैसा मात्र');
    expect(rupeesInWords(12345678, 'hi')).toBe('एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र');
  });

  it('groups figures in lakh and crore', () => {
    expect(formatIndianAmount(12345678)).toBe('1,23,45,678.00');
    expect(formatIndianAmount(100000)).toBe('1,00,000.00');
    expect(formatIndianAmount(999.5)).toBe('999.50');
  });
});
