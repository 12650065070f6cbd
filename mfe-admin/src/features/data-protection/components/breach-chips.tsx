import { useEffect, useState } from 'react';
import {
  BREACH_DEADLINE_LABELS,
  BREACH_STATE_LABELS,
  breachDeadline,
  describeTimeLeft,
  type BreachDeadlineFacts,
  type BreachDeadlineState,
  type BreachState,
} from '@society/contracts';
import { StatusChip, type ChipTone } from '@society/web-kit/staff';

const STATE_TONES: Record<BreachState, ChipTone> = { open: 'warning', 'board-informed': 'warning', 'report-sent': 'success', closed: 'neutral' };
const DEADLINE_TONES: Record<BreachDeadlineState, ChipTone> = { due: 'warning', overdue: 'danger', met: 'success', late: 'danger' };

/** The time now, moved on each minute, so a deadline's time left counts down while the screen is open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function BreachStateChip({ state }: { state: BreachState }) {
  return <StatusChip tone={STATE_TONES[state]} label={BREACH_STATE_LABELS[state]} />;
}

/** Where the Board's report stands: 'Report due · 2 days 5 hours left', 'Report overdue · 3 hours overdue', or how it went. */
export function DeadlineChip({ facts, now }: { facts: BreachDeadlineFacts; now: number }) {
  const deadline = breachDeadline(facts, now);
  const open = deadline.state === 'due' || deadline.state === 'overdue';
  return <StatusChip tone={DEADLINE_TONES[deadline.state]} label={open ? `${BREACH_DEADLINE_LABELS[deadline.state]} · ${describeTimeLeft(deadline.msLeft)}` : BREACH_DEADLINE_LABELS[deadline.state]} />;
}
