import { formsDonateText, type PaymentDetails } from '@society/contracts';
import { useText } from '@society/web-kit';
import { rich } from '../../../components/rich-text';
import type { DonationChoice } from '../hooks/use-donation-choice';
import { UpiPayment } from './upi-payment';

/** Bank transfer, cheque and UPI (for the gift `choice` holds), from the values the API is configured with. */
export function PaymentOptions({ details, choice }: { details: PaymentDetails; choice: DonationChoice }) {
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
        <section id="donate-upi" className="pub-donate__card pub-donate__card--upi" aria-labelledby="donate-upi-title">
          <h3 id="donate-upi-title" className="pub-donate__card-title">
            {t('upiTitle')}
          </h3>
          <UpiPayment upi={upi} choice={choice} />
        </section>
      </div>
    </>
  );
}
