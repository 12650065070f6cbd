import { academicYearOf, type AssessmentRound, type AssessmentRoundDates } from '@society/contracts';

/** The round to preselect on `today`: the one whose dates hold it, else the latest begun this year, else baseline. */
export function currentRound(rounds: readonly AssessmentRoundDates[], today: string): AssessmentRound {
  const thisYear = rounds.filter((round) => round.academicYear === academicYearOf(today) && round.from <= today);
  const running = thisYear.find((round) => today <= round.to);
  if (running) return running.round;
  const begun = [...thisYear].sort((a, b) => a.from.localeCompare(b.from)).at(-1);
  return begun?.round ?? 'baseline';
}
