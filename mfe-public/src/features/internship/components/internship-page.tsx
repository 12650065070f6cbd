import { formsInternshipText } from '@society/contracts';
import { useText } from '@society/web-kit';
import { ApplicationPage } from '../../../components/application-page';
import { usePageMeta } from '../../../components/page-meta';
import { rich } from '../../../components/rich-text';
import { InternshipForm } from './internship-form';

export function InternshipPage() {
  const t = useText(formsInternshipText);
  usePageMeta(t('title'), t('metaDescription'));
  return (
    <ApplicationPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      idPrefix="intern"
      termsTitle={t('termsTitle')}
      terms={
        <>
          <li>{rich((v) => t('termMonths', v), { strong: <strong>{t('termMonthsStrong')}</strong> })}</li>
          <li>{rich((v) => t('termInvolvement', v), { strong: <strong>{t('termInvolvementStrong')}</strong> })}</li>
          <li>{rich((v) => t('termHours', v), { strong: <strong>{t('termHoursStrong')}</strong> })}</li>
          <li>{rich((v) => t('termUnpaid', v), { strong: <strong>{t('termUnpaidStrong')}</strong> })}</li>
        </>
      }
      nextSteps={t('nextSteps')}
    >
      <InternshipForm />
    </ApplicationPage>
  );
}
