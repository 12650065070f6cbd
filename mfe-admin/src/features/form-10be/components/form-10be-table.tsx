import type { Form10beCertificate } from '@society/contracts';
import { Button } from '@society/web-kit';
import { StatusChip } from '@society/web-kit/staff';
import { formatDateTime, formatInr } from '../../../utils/format';
import { FORM_10BE_MAIL } from '../../../utils/form-10be-mail';
import { FORM_10BE_TEXT } from './form-10be-text';

export interface Form10beTableProps {
  certificates: Form10beCertificate[];
  financialYear: string;
  /** A step is running: every row's buttons wait for it. */
  busy: boolean;
  onDownload: (certificate: Form10beCertificate) => void;
  onResend: (certificate: Form10beCertificate) => void;
}

/** A year's certificates, each with its donor (or 'Not matched'), its mailing, its PDF and its Send. */
export function Form10beTable({ certificates, financialYear, busy, onDownload, onResend }: Form10beTableProps) {
  return (
    <div className="wk-table-wrap">
      <table className="wk-table">
        <caption className="wk-visually-hidden">Form 10BE certificates of {financialYear}</caption>
        <thead>
          <tr>
            <th scope="col">Name on certificate</th>
            <th scope="col">PAN / ID</th>
            <th scope="col">Amount</th>
            <th scope="col">Donor</th>
            <th scope="col">Mail</th>
            <th scope="col" className="wk-table__actions-head">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {certificates.map((certificate) => (
            <tr key={certificate.id}>
              <td className="wk-table__strong">{certificate.donorName}</td>
              <td>{certificate.uniqueId}</td>
              <td className="wk-table__nowrap">{certificate.amount === null ? '-' : formatInr(certificate.amount)}</td>
              <td>
                {certificate.match ? (
                  <>
                    {certificate.match.name}
                    <br />
                    <small>{certificate.match.email || 'no email'}{certificate.match.by === 'name' ? ' (matched by name)' : ''}</small>
                  </>
                ) : (
                  <StatusChip tone="danger" label={FORM_10BE_TEXT.notMatched} />
                )}
              </td>
              <td>
                <StatusChip {...FORM_10BE_MAIL[certificate.mail.state]} />
                {certificate.mail.times > 0 ? (
                  <small>
                    {' '}
                    {certificate.mail.times}× · last {formatDateTime(certificate.mail.lastQueuedAt)}
                  </small>
                ) : null}
              </td>
              <td className="wk-table__actions">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Download the certificate of ${certificate.donorName}`}
                  disabled={busy}
                  onClick={() => onDownload(certificate)}
                >
                  PDF
                </Button>
                {certificate.match?.email ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${certificate.mail.times > 0 ? 'Send again' : 'Send'} the certificate of ${certificate.donorName}`}
                    disabled={busy}
                    onClick={() => onResend(certificate)}
                  >
                    {certificate.mail.times > 0 ? 'Send again' : 'Send'}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
