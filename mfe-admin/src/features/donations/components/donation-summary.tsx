import { formatInr } from '../../../utils/format';
import type { AdminDonation } from '../api/get-donations';
import { summariseDonations } from '../utils/financial-year';
import { MonthlyBarChart } from './monthly-bar-chart';

/** The figures at the top of the Donations tab: this financial year's total, pending receipts, per month. */
export function DonationSummary({ donations }: { donations: AdminDonation[] }) {
  const summary = summariseDonations(
    donations.map((donation) => ({ ...donation, date: donation.date || donation.createdAt })),
    new Date(),
  );
  return (
    <div className="adm-summary">
      <dl className="adm-summary__stats">
        <div className="adm-stat">
          <dt>Received in FY {summary.label}</dt>
          <dd>{formatInr(summary.total)}</dd>
        </div>
        <div className="adm-stat">
          <dt>Pending receipts</dt>
          <dd>{summary.pendingReceipts}</dd>
        </div>
      </dl>
      <MonthlyBarChart months={summary.months} caption={`Donations per month, FY ${summary.label}`} />
    </div>
  );
}
