import type { Locale } from '@society/contracts';

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/**
 * 0–99 in Hindi ('' for 0). Hindi has a word of its own for each number below a hundred (इक्कीस, not
 * "बीस एक"), so they are listed, ten to a row, as a Hindi reader writes them on a cheque.
 */
const HINDI_BELOW_HUNDRED = [
  '', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चौवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

/** How one language names the numbers below a hundred and the Indian system's units. */
interface Numerals {
  zero: string;
  belowHundred: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const NUMERALS: Record<Locale, Numerals> = {
  en: {
    zero: 'Zero',
    belowHundred: (n) => (n < 20 ? ONES[n] : [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ')),
    hundred: 'Hundred',
    thousand: 'Thousand',
    lakh: 'Lakh',
    crore: 'Crore',
  },
  hi: { zero: 'शून्य', belowHundred: (n) => HINDI_BELOW_HUNDRED[n], hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' },
};

/** 0–999 in words ('' for 0). */
function belowThousand(n: number, words: Numerals): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${words.belowHundred(hundreds)} ${words.hundred}` : '', words.belowHundred(n % 100)].filter(Boolean).join(' ');
}

/**
 * A whole number in the Indian system (thousand, lakh, crore): 12345678 → 'One Crore Twenty Three Lakh ...',
 * in Hindi 'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर'.
 */
export function wholeNumberInWords(value: number, locale: Locale = 'en'): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole number: ${value}`);
  const words = NUMERALS[locale];
  if (value === 0) return words.zero;
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    // Above 99 crore the crore count itself is read the same way ('One Hundred Crore', 'एक सौ करोड़').
    crore ? `${wholeNumberInWords(crore, locale)} ${words.crore}` : '',
    lakh ? `${words.belowHundred(lakh)} ${words.lakh}` : '',
    thousand ? `${words.belowHundred(thousand)} ${words.thousand}` : '',
    belowThousand(rest, words),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Rupees (up to 2 decimals) as a receipt writes them: 'Rupees One Thousand and Fifty Paise Only';
 * in Hindi 'एक हज़ार रुपये और पचास पैसे मात्र' (one rupee or one paisa in the singular: 'एक रुपया').
 */
export function rupeesInWords(amount: number, locale: Locale = 'en'): string {
  const paiseTotal = Math.round(amount * 100);
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  if (locale === 'hi') {
    const parts = [
      rupees || !paise ? `${wholeNumberInWords(rupees, 'hi')} ${rupees === 1 ? 'रुपया' : 'रुपये'}` : '',
      paise ? `${HINDI_BELOW_HUNDRED[paise]} ${paise === 1 ? 'पैसा' : 'पैसे'}` : '',
    ];
    return `${parts.filter(Boolean).join(' और ')} मात्र`;
  }
  const paisePart = paise ? ` and ${NUMERALS.en.belowHundred(paise)} Paise` : '';
  return `Rupees ${wholeNumberInWords(rupees)}${paisePart} Only`;
}

/** Figures grouped the Indian way: 12345678.5 → '1,23,45,678.50'. */
export function formatIndianAmount(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.');
  const lastThree = whole.slice(-3);
  const leading = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${leading ? `${leading},` : ''}${lastThree}.${fraction}`;
}
