import type { DonationFigures } from '@society/contracts';
import { formatInr } from '../../../utils/format';
import { financialYearLabel, labelMonths } from '../../../utils/financial-year';
import { MonthlyBarChart } from './monthly-bar-chart';

/** The figures at the top of the Donations tab, as the server sums them: this financial year's total, pending receipts, per month. */
export function DonationSummary({ figures }: { figures: DonationFigures }) {
  const label = financialYearLabel(figures.financialYear);
  return (
    <div className="adm-summary">
      <dl className="adm-summary__stats">
        <div className="adm-stat">
          <dt>Received in FY {label}</dt>
          <dd>{formatInr(figures.received)}</dd>
        </div>
        <div className="adm-stat">
          <dt>Pending receipts</dt>
          <dd>{figures.pendingReceipts}</dd>
        </div>
      </dl>
      <MonthlyBarChart months={labelMonths(figures.months)} caption={`Donations per month, FY ${label}`} />
    </div>
  );
}
