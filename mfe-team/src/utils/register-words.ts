// The register's enums as catalogue keys, written out so the catalogue check sees every key in use.
import type {
  ArithmeticLevel,
  AssessmentRound,
  AssessmentSubject,
  AttendanceMark,
  ClassDayKind,
  HomeVisitOutcome,
  ReadingLevel,
  TeamKey,
  Term,
  Weekday,
} from '@society/contracts';

export const MARK_WORDS: Record<AttendanceMark, TeamKey> = { present: 'markPresent', absent: 'markAbsent', late: 'markLate', excused: 'markExcused' };

/** A mark in a month's grid, a letter or two. */
export const MARK_SHORT_WORDS: Record<AttendanceMark, TeamKey> = { present: 'markPresentShort', absent: 'markAbsentShort', late: 'markLateShort', excused: 'markExcusedShort' };

export const DAY_KIND_WORDS: Record<ClassDayKind, TeamKey> = { held: 'kindHeld', holiday: 'kindHoliday', 'no-class': 'kindNoClass' };

export const WEEKDAY_WORDS: Record<Weekday, TeamKey> = {
  mon: 'dayMon',
  tue: 'dayTue',
  wed: 'dayWed',
  thu: 'dayThu',
  fri: 'dayFri',
  sat: 'daySat',
  sun: 'daySun',
};

export const SUBJECT_WORDS: Record<AssessmentSubject, TeamKey> = {
  readingHindi: 'subjectReadingHindi',
  readingEnglish: 'subjectReadingEnglish',
  arithmetic: 'subjectArithmetic',
};

export const READING_WORDS: Record<ReadingLevel, TeamKey> = {
  beginner: 'readingBeginner',
  letter: 'readingLetter',
  word: 'readingWord',
  paragraph: 'readingParagraph',
  story: 'readingStory',
};

export const ARITHMETIC_WORDS: Record<ArithmeticLevel, TeamKey> = {
  beginner: 'mathBeginner',
  'number-1-9': 'mathNumbers1to9',
  'number-10-99': 'mathNumbers10to99',
  subtraction: 'mathSubtraction',
  division: 'mathDivision',
};

export const ROUND_WORDS: Record<AssessmentRound, TeamKey> = { baseline: 'roundBaseline', midline: 'roundMidline', endline: 'roundEndline' };

export const TERM_WORDS: Record<Term, TeamKey> = { term1: 'term1', term2: 'term2' };

export const VISIT_OUTCOME_WORDS: Record<HomeVisitOutcome, TeamKey> = {
  'will-return': 'outcomeWillReturn',
  'met-guardian': 'outcomeMetGuardian',
  'not-at-home': 'outcomeNotAtHome',
  'moved-away': 'outcomeMovedAway',
  'left-studies': 'outcomeLeftStudies',
  other: 'outcomeOther',
};

/** The key of a subject's level (reading levels for reading, arithmetic ones for arithmetic); null if unknown. */
export function levelWord(subject: AssessmentSubject, level: string | null | undefined): TeamKey | null {
  if (!level) return null;
  const words: Record<string, TeamKey> = subject === 'arithmetic' ? ARITHMETIC_WORDS : READING_WORDS;
  return words[level] ?? null;
}
