import { REGISTER_RULES } from '@society/contracts';
import { useTeamText } from '../hooks/use-team-text';

/** The guardian's phone as a tap-to-call link (digits and + only in the tel: address). */
export function CallGuardian({ phone }: { phone: string }) {
  const t = useTeamText();
  return (
    <a className="team-call" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {t('callGuardian', { phone })}
    </a>
  );
}

/** A child absent on REGISTER_RULES.absenceRunFlag class days in a row: the flag, and the guardian's phone to call. */
export function AbsenceFlag({ phone }: { phone: string | null }) {
  const t = useTeamText();
  return (
    <span className="team-child__flag">
      <span className="wk-chip wk-chip--danger">
        <span aria-hidden="true">⚑ </span>
        {t('flaggedAbsent', { days: REGISTER_RULES.absenceRunFlag })}
      </span>
      {phone ? <CallGuardian phone={phone} /> : null}
    </span>
  );
}
