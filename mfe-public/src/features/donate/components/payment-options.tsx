import type { PaymentDetails } from '@society/contracts';

/** Bank transfer, cheque and UPI, from the values the API is configured with. */
export function PaymentOptions({ details }: { details: PaymentDetails }) {
  const { bank, upi } = details;
  return (
    <>
      {details.isExample ? (
        <p className="pub-donate__example" role="note">
          <strong>Example details.</strong> This copy of the site runs with sample bank and UPI values; please do not send money to
          them. The society's own details appear here once configured.
        </p>
      ) : null}
      <div className="pub-donate__ways">
        <section className="pub-donate__card" aria-labelledby="donate-bank-title">
          <h3 id="donate-bank-title" className="pub-donate__card-title">
            Bank transfer (NEFT / RTGS / IMPS)
          </h3>
          <dl className="pub-donate__details">
            <div>
              <dt>Account name</dt>
              <dd>{bank.accountName}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd className="pub-donate__mono">{bank.accountNumber}</dd>
            </div>
            <div>
              <dt>IFSC</dt>
              <dd className="pub-donate__mono">{bank.ifsc}</dd>
            </div>
            <div>
              <dt>Bank</dt>
              <dd>{bank.bankName}</dd>
            </div>
            <div>
              <dt>Branch</dt>
              <dd>{bank.branch}</dd>
            </div>
          </dl>
          <p className="pub-donate__small">
            Paying by cheque? Make it payable to <strong>{bank.accountName}</strong>.
          </p>
        </section>
        <section className="pub-donate__card pub-donate__card--upi" aria-labelledby="donate-upi-title">
          <h3 id="donate-upi-title" className="pub-donate__card-title">
            UPI
          </h3>
          <img className="pub-donate__qr" src={upi.qrDataUrl} alt={`UPI QR code to pay ${upi.payeeName}`} width={200} height={200} />
          <p className="pub-donate__small">Scan with any UPI app, or pay to</p>
          <p className="pub-donate__upi-id pub-donate__mono">{upi.id}</p>
          <p className="pub-donate__small">{upi.payeeName}</p>
        </section>
      </div>
    </>
  );
}
