// One term, one rendering: the Hindi chosen for each recurring idea, and the variants it replaced. The catalogue
// test (packages/web-kit/src/i18n/catalogues.spec.ts) fails when a variant appears in any Hindi text, naming
// the catalogue and key (or the file and line). A variant is matched as whole words, so 'छूट रहे' (is left
// behind) is not the deduction.

export interface GlossaryTerm {
  /** The idea, in English. */
  meaning: string;
  /** How every Hindi text writes it. */
  use: string;
  /** What it replaced; none may appear again. */
  variants: readonly string[];
}

export const HINDI_GLOSSARY: readonly GlossaryTerm[] = [
  { meaning: 'privacy policy', use: 'गोपनीयता नीति', variants: ['निजता नीति'] },
  // दिनांक stays out too: one word for a date, on forms and in sentences alike.
  { meaning: 'date (of birth, of joining, of a donation)', use: 'तारीख़', variants: ['तारीख', 'तारीखें', 'तारीखों', 'तिथि', 'दिनांक'] },
  // The Income-tax Act's Hindi: a deduction (कटौती) from income, not an exemption (छूट).
  { meaning: 'the 80G deduction', use: 'कटौती', variants: ['कर छूट', 'कर में छूट', 'आयकर छूट', '% छूट', '80G छूट', 'छूट का', 'छूट के', 'छूट मिलती'] },
  { meaning: 'personal data', use: 'व्यक्तिगत डेटा', variants: ['निजी जानकारी', 'निजी डेटा', 'व्यक्तिगत जानकारी'] },
  { meaning: 'log in / sign in', use: 'लॉग इन', variants: ['साइन इन', 'लॉगिन', 'लॉग-इन'] },
  { meaning: 'support (a call to action)', use: 'सहयोग करें', variants: ['सहयोग दें', 'साथ दें'] },
  // Words from Persian and Arabic keep their nukta, as ज़रूरी and फ़ॉर्म already do.
  { meaning: 'last', use: 'आख़िरी', variants: ['आखिरी'] },
  { meaning: 'over, ended', use: 'ख़त्म', variants: ['खत्म'] },
  { meaning: 'wrong, a mistake', use: 'ग़लत, ग़लती', variants: ['गलत', 'गलती'] },
  { meaning: 'way, method', use: 'तरीक़ा', variants: ['तरीका', 'तरीके', 'तरीकों'] },
  { meaning: 'oneself', use: 'ख़ुद', variants: ['खुद'] },
  { meaning: 'expense', use: 'ख़र्च', variants: ['खर्च'] },
  { meaning: 'necessary', use: 'ज़रूरी', variants: ['जरूरी'] },
];
