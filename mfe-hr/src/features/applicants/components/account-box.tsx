import { useCallback, useEffect, useState } from 'react';
import { ACCOUNT_ALLOWED_STATUSES, INVITE_VALID_HOURS, type VolunteerAccount } from '@society/contracts';
import { Button, isApiError, Spinner } from '@society/web-kit';
import { FormError, toast } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import type { Applicant } from '../api/get-applicants';
import { getVolunteerAccount, inviteVolunteer, setAccountDisabled } from '../api/volunteer-account';

function stateText(account: VolunteerAccount | null): string {
  if (!account) return 'No account yet.';
  if (account.state === 'disabled') return `Disabled on ${formatDate(account.disabledAt)}: the person cannot sign in.`;
  if (account.state === 'active') return 'Active: the person signs in to their volunteer dashboard.';
  const expired = account.inviteExpiresAt !== null && Date.parse(account.inviteExpiresAt) < Date.now();
  return expired ? `Invited on ${formatDate(account.invitedAt)}; the link has expired.` : `Invited on ${formatDate(account.invitedAt)}; waiting for the person to set a password.`;
}

/** The person's volunteer portal account, in their details: invite (or a new link), disable, enable. */
export function AccountBox({ applicant }: { applicant: Applicant }) {
  const [account, setAccount] = useState<VolunteerAccount | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const allowed = ACCOUNT_ALLOWED_STATUSES.includes(applicant.status);

  const load = useCallback(() => {
    getVolunteerAccount(applicant._id).then(setAccount, () => setError('The account could not be loaded.'));
  }, [applicant._id]);
  useEffect(load, [load]);

  async function act(action: () => Promise<VolunteerAccount>, done: string) {
    setBusy(true);
    setError('');
    try {
      setAccount(await action());
      toast.success(done);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'That did not work. Please try again.');
    }
    setBusy(false);
  }

  return (
    <section className="hr-account" aria-labelledby="hr-account-title">
      <h3 id="hr-account-title">Volunteer portal account</h3>
      {account === undefined && !error ? <Spinner label="Loading the account" size="sm" /> : null}
      {account !== undefined ? <p>{stateText(account)}</p> : null}
      {error ? <FormError message={error} /> : null}
      {account !== undefined ? (
        <div className="hr-actions">
          {allowed && account?.state !== 'active' ? (
            <Button size="sm" disabled={busy} onClick={() => void act(() => inviteVolunteer(applicant._id), `Invite sent. The link works for ${INVITE_VALID_HOURS} hours.`)}>
              {account ? 'Send a new link' : 'Invite to the portal'}
            </Button>
          ) : null}
          {account && account.state !== 'disabled' ? (
            <Button size="sm" variant="danger" disabled={busy} onClick={() => void act(() => setAccountDisabled(applicant._id, true), 'Account disabled')}>
              Disable account
            </Button>
          ) : null}
          {account?.state === 'disabled' && allowed ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act(() => setAccountDisabled(applicant._id, false), 'Account enabled')}>
              Enable account
            </Button>
          ) : null}
        </div>
      ) : null}
      {!allowed && !account ? <p className="hr-muted">Only onboarded or active volunteers and interns can be invited.</p> : null}
    </section>
  );
}
