import { formsDonateText, type PaymentDetails } from '@society/contracts';
import { useText } from '@society/web-kit';
import { rich } from '../../../components/rich-text';

/** Bank transfer, cheque and UPI, from the values the API is configured with. */
export function PaymentOptions({ details }: { details: PaymentDetails }) {
  const { bank, upi } = details;
  const t = useText(formsDonateText);
  return (
    <>
      {details.isExample ? (
        <p className="pub-donate__example" role="note">
          <strong>{t('exampleStrong')}</strong> {t('exampleText')}
        </p>
      ) : null}
      <div className="pub-donate__ways">
        <section className="pub-donate__card" aria-labelledby="donate-bank-title">
          <h3 id="donate-bank-title" className="pub-donate__card-title">
            {t('bankTitle')}
          </h3>
          <dl className="pub-donate__details">
            <div>
              <dt>{t('accountName')}</dt>
              <dd>{bank.accountName}</dd>
            </div>
            <div>
              <dt>{t('accountNumber')}</dt>
              <dd className="pub-donate__mono">{bank.accountNumber}</dd>
            </div>
            <div>
              <dt>{t('ifsc')}</dt>
              <dd className="pub-donate__mono">{bank.ifsc}</dd>
            </div>
            <div>
              <dt>{t('bank')}</dt>
              <dd>{bank.bankName}</dd>
            </div>
            <div>
              <dt>{t('branch')}</dt>
              <dd>{bank.branch}</dd>
            </div>
          </dl>
          <p className="pub-donate__small">
            {rich((v) => t('cheque', v), { payee: <strong>{bank.accountName}</strong> })}
          </p>
        </section>
        <section className="pub-donate__card pub-donate__card--upi" aria-labelledby="donate-upi-title">
          <h3 id="donate-upi-title" className="pub-donate__card-title">
            {t('upiTitle')}
          </h3>
          <img className="pub-donate__qr" src={upi.qrDataUrl} alt={t('qrAlt', { payee: upi.payeeName })} width={200} height={200} />
          <p className="pub-donate__small">{t('upiScan')}</p>
          <p className="pub-donate__upi-id pub-donate__mono">{upi.id}</p>
          <p className="pub-donate__small">{upi.payeeName}</p>
        </section>
      </div>
    </>
  );
}
