import { formsVolunteerText, LIMITS } from '@society/contracts';
import { useText } from '@society/web-kit';
import { ApplicationPage } from '../../../components/application-page';
import { usePageMeta } from '../../../components/page-meta';
import { rich } from '../../../components/rich-text';
import { VolunteerForm } from './volunteer-form';

export function VolunteerPage() {
  const t = useText(formsVolunteerText);
  usePageMeta(t('title'), t('metaDescription'));
  return (
    <ApplicationPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      idPrefix="volunteer"
      termsTitle={t('termsTitle')}
      terms={
        <>
          <li>{rich((v) => t('termMonths', v), { strong: <strong>{t('termMonthsStrong')}</strong> })}</li>
          <li>{rich((v) => t('termHours', v), { strong: <strong>{t('termHoursStrong', { hours: LIMITS.volunteerHoursMin })}</strong> })}</li>
          <li>{rich((v) => t('termEvents', v), { strong: <strong>{t('termEventsStrong')}</strong> })}</li>
        </>
      }
      nextSteps={t('nextSteps')}
    >
      <VolunteerForm />
    </ApplicationPage>
  );
}
