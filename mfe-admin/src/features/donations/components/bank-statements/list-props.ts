import type { BankReconciliation } from '@society/contracts';
import type { RunStep } from './credit-cell';

/** What each of the panel's lists is given: the lists as last read and the panel's one busy step. */
export interface BankListProps {
  lists: BankReconciliation;
  /** The step running now ('confirm', 'match-{credit}', 'more', ...): every button waits for it. */
  busy: string | null;
  run: RunStep;
  onMore: () => void;
}
