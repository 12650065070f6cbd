import { devanagariSkeleton, keepForViewing, popplerText } from '../../../../../test/helpers/poppler';
import { renderProgressCards, type ProgressCardContent } from './progress-card-pdf';

const hindiCard: ProgressCardContent = {
  language: 'hi',
  societyName: 'सेवा शिक्षा समिति',
  societyAddress: 'टोपखाना बस्ती, अंबाला कैंट',
  logo: null,
  childName: 'आरती कुमारी',
  batchName: 'सुबह का बैच',
  centreName: 'टोपखाना बस्ती',
  academicYear: '2026-27',
  term: 'term1',
  attendance: { held: 96, present: 84, percent: 88 },
  teachesEnglish: true,
  rounds: [
    { round: 'baseline', assessedOn: '2026-04-20', readingHindi: 'letter', readingEnglish: 'beginner', arithmetic: 'number-1-9' },
    { round: 'midline', assessedOn: '2026-09-15', readingHindi: 'paragraph', readingEnglish: null, arithmetic: 'subtraction' },
  ],
  remark: 'आरती रोज़ समय पर आती है और कहानियाँ पढ़ने में उसकी रुचि बढ़ी है।',
  issuedOn: '2026-10-05',
};

const englishCard: ProgressCardContent = {
  ...hindiCard,
  language: 'en',
  societyName: 'Seva Shiksha Samiti',
  societyAddress: 'Topkhana Basti, Ambala Cantt',
  childName: 'Ravi Kumar',
  batchName: 'Morning',
  centreName: 'Topkhana Basti',
  teachesEnglish: false,
  remark: '',
  term: 'term2',
};

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the progress card PDF', () => {
  it('prints a Hindi card in Hindi, the Devanagari name and the levels as words', async () => {
    const pdf = await renderProgressCards([hindiCard]);
    const text = devanagariSkeleton(popplerText(pdf));
    for (const words of ['प्रगति पत्र', 'आरती कुमारी', 'सुबह का बैच', 'इस सत्र की उपस्थिति', 'अक्षर', 'अनुच्छेद', 'घटाना', 'शिक्षक की टिप्पणी', '2026 को जारी']) {
      expect(text).toContain(devanagariSkeleton(words));
    }
    expect(text).toContain('88%');
    expect(pages(pdf)).toBe(1);
    keepForViewing('progress-card-hi-unit', pdf);
  });

  it('prints an English card without the English column where the batch does not teach it', async () => {
    const pdf = await renderProgressCards([englishCard]);
    const text = popplerText(pdf);
    for (const words of ['Progress card', 'Academic year 2026-27 · Term 2 (October to March)', 'Ravi Kumar', 'Letters', 'Paragraph', 'Subtraction', 'No remark this term.', 'Issued on 5 October 2026']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Reading (English)');
  });

  it('puts a batch of cards on one page each', async () => {
    expect(pages(await renderProgressCards([hindiCard, englishCard, hindiCard]))).toBe(3);
  });
});
