import { formsApplicationText, formsKitText, type NoticeForm } from '@society/contracts';
import { Button, useText } from '@society/web-kit';
import { FormOutcomeMessage, type FormOutcome } from './form-outcome';
import { FormPrivacyNote } from './form-privacy-note';

/** Under an application's terms: the outcome line, the submit button and how we use the details. */
export function ApplicationFormFooter({ form, outcome, submitting }: { form: NoticeForm; outcome: FormOutcome; submitting: boolean }) {
  const kit = useText(formsKitText);
  const t = useText(formsApplicationText);
  return (
    <>
      <FormOutcomeMessage outcome={outcome} />
      <div className="pub-form__actions">
        <Button type="submit" size="lg" className="pub-form__submit" disabled={submitting}>
          {submitting ? kit('submitting') : t('submitApplication')}
        </Button>
      </div>
      <FormPrivacyNote form={form} />
    </>
  );
}
