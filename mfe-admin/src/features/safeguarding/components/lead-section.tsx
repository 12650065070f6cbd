import { useCallback, useEffect, useId, useState } from 'react';
import type { SafeguardingLeadView } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Field, FormError, toast, useLoad } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { findStaffUsers, getLead, setLead, type StaffUser } from '../api/safeguarding';

const userLabel = (user: StaffUser) => `${user.name ? `${user.name} · ` : ''}${user.email} (${user.role})`;

/** Choosing the lead: staff users matching a search. */
function LeadPicker({ onSaved, onCancel }: { onSaved: (view: SafeguardingLeadView) => void; onCancel: () => void }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<StaffUser[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      findStaffUsers(search).then(
        (found) => live && setUsers(found),
        (error: unknown) => live && setFailure(serverMessageOr(error, 'The staff users could not be loaded.')),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);

  async function save() {
    if (!chosen) return setFailure('Choose the person who will be the safeguarding lead.');
    setBusy(true);
    try {
      onSaved(await setLead(chosen));
    } catch (error) {
      setFailure(serverMessageOr(error, 'The safeguarding lead could not be saved.'));
      setBusy(false);
    }
  }

  return (
    <div className="adm-sg__picker">
      {failure ? <FormError message={failure} /> : null}
      <Field id={`${id}-search`} label="Find a staff user by email or name">
        {(control) => <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />}
      </Field>
      <Field id={`${id}-user`} label="Person to name" hint={users && users.length === 0 ? 'No admin, HR or team user matches.' : 'Admin, HR and team users only.'}>
        {(control) => (
          <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose...</option>
            {(users ?? []).map((user) => (
              <option key={user._id} value={user._id}>
                {userLabel(user)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="adm-sg__actions">
        <Button onClick={() => void save()} disabled={busy}>
          {busy ? 'Saving...' : 'Make lead'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** The safeguarding lead: besides the admin, the only person who reads the concerns register. */
export function LeadSection() {
  const { state, reload, update } = useLoad(useCallback(getLead, []));
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const saved = (view: SafeguardingLeadView) => {
    update(() => view);
    setChoosing(false);
    toast.success(view.lead ? `${view.lead.name || view.lead.email} is the safeguarding lead` : 'No safeguarding lead now');
  };
  async function remove() {
    setBusy(true);
    try {
      saved(await setLead(null));
    } catch (error) {
      toast.error(serverMessageOr(error, 'The safeguarding lead could not be removed.'));
    } finally {
      setBusy(false);
    }
  }
  const lead = state.status === 'loaded' ? state.data.lead : null;
  return (
    <section className="adm-sg__section" aria-labelledby="sg-lead-heading">
      <h3 id="sg-lead-heading">Safeguarding lead</h3>
      <p className="adm-sg__muted">The lead and the admin alone read the concerns register and take its steps.</p>
      {state.status === 'loading' ? <PageSpinner label="Loading the safeguarding lead" /> : null}
      {state.status === 'failed' ? <ErrorView message={serverMessageOr(state.error, 'The safeguarding lead could not be loaded.')} onRetry={reload} /> : null}
      {state.status === 'loaded' ? (
        <>
          <p className="adm-sg__lead">{lead ? `${lead.name || lead.email} · ${lead.email} (${lead.role})` : 'No safeguarding lead named.'}</p>
          {choosing ? (
            <LeadPicker onSaved={saved} onCancel={() => setChoosing(false)} />
          ) : (
            <div className="adm-sg__actions">
              <Button variant="secondary" onClick={() => setChoosing(true)}>
                {lead ? 'Change the lead' : 'Name a lead'}
              </Button>
              {lead ? (
                <Button variant="ghost" onClick={() => void remove()} disabled={busy}>
                  No lead
                </Button>
              ) : null}
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
