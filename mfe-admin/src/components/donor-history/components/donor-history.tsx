import { useCallback } from 'react';
import type { DonorHistory } from '@society/contracts';
import { ErrorView, Modal, PageSpinner } from '@society/web-kit';
import { formatDate, formatInr } from '../../../utils/format';
import { FORM_10BE_MAIL } from '../../../utils/form-10be-mail';
import { getDonationsForm10be, getDonorHistory } from '../api/get-donor-history';
import { useLoad } from '@society/web-kit/staff';

/** The history itself: the donor, the total, then each financial year's gifts (receipt, voided ones) and Form 10BE. */
export function DonorHistoryView({ history }: { history: DonorHistory }) {
  const { donor } = history;
  return (
    <div className="adm-donor-history">
      <p>
        <strong>{donor.name}</strong>
        {donor.pan ? ` · PAN ${donor.pan}` : ''}
        {donor.email ? ` · ${donor.email}` : ''}
        <br />
        <small>{history.by === 'pan' ? 'Every donation given with this PAN.' : 'Every donation given from this email (no PAN on this donation).'}</small>
      </p>
      <p>
        Total given: <strong>{formatInr(history.total)}</strong>
      </p>
      {history.years.map((year) => (
        <section key={year.financialYear} aria-label={`Financial year ${year.financialYear}`}>
          <h3>
            {year.financialYear}: {formatInr(year.total)}
          </h3>
          <div className="wk-table-wrap">
            <table className="wk-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {year.donations.map((gift) => (
                  <tr key={gift.id}>
                    <td className="wk-table__nowrap">{formatDate(gift.date)}</td>
                    <td className="wk-table__nowrap">{formatInr(gift.amount)}</td>
                    <td>{gift.mode}</td>
                    <td>
                      {gift.receiptNumber ? `${gift.receiptNumber} (${formatDate(gift.receiptDate)})` : 'Pending'}
                      {gift.voidedReceipts.length > 0 ? <small> · voided: {gift.voidedReceipts.join(', ')}</small> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Form 10BE:{' '}
            {year.form10be.length === 0
              ? 'none uploaded'
              : year.form10be
                  .map((certificate) => `${certificate.arn || 'certificate'}${certificate.amount === null ? '' : ` for ${formatInr(certificate.amount)}`}, ${FORM_10BE_MAIL[certificate.mail.state].label.toLowerCase()}`)
                  .join('; ')}
          </p>
        </section>
      ))}
    </div>
  );
}

/** The history of the donor of one donation, in a dialog: loaded when opened. */
export function DonorHistoryDialog({ donationId, onClose }: { donationId: string; onClose: () => void }) {
  const fetcher = useCallback(() => getDonorHistory(donationId), [donationId]);
  const { state, reload } = useLoad(fetcher);
  return (
    <Modal open title="Donor history" onClose={onClose} size="lg">
      {state.status === 'loading' ? <PageSpinner label="Loading the donor's history" /> : null}
      {state.status === 'failed' ? <ErrorView message="The donor's history could not be loaded." onRetry={reload} /> : null}
      {state.status === 'loaded' ? <DonorHistoryView history={state.data} /> : null}
    </Modal>
  );
}

/** A donation's Form 10BE, as its details show it: the financial year's certificate and whether it was mailed. */
export function DonationForm10beState({ donationId }: { donationId: string }) {
  const fetcher = useCallback(() => getDonationsForm10be([donationId]), [donationId]);
  const { state } = useLoad(fetcher);
  if (state.status === 'loading') return <>…</>;
  if (state.status === 'failed') return <>could not be loaded</>;
  const [certificate] = state.data;
  return <>{certificate ? `${certificate.financialYear}, ${FORM_10BE_MAIL[certificate.mail.state].label.toLowerCase()}` : 'none uploaded'}</>;
}
