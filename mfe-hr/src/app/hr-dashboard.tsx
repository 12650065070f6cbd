import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@society/contracts';
import { ErrorView, PageSpinner } from '@society/web-kit';
import { Tabs, type TabItem } from '@society/web-kit/staff';
import { AnnouncementsPanel } from '../features/announcements/components/announcements-panel';
import { ApplicantsPanel } from '../features/applicants/components/applicants-panel';
import { BirthdayList } from '../features/birthdays/components/birthday-list';
import { CertificatesPanel } from '../features/certificates/components/certificates-panel';
import { ContactsPanel } from '../features/contacts/components/contacts-panel';
import { ExitsPanel } from '../features/exits/components/exits-panel';
import { HoursPanel } from '../features/hours/components/hours-panel';
import { LeavePanel } from '../features/leave/components/leave-panel';
import { SessionsPanel } from '../features/sessions/components/sessions-panel';
import { VerificationsPanel } from '../features/verifications/components/verifications-panel';
import { useDashboard } from './use-dashboard';

const TAB_KEYS = ['ongoing', 'volunteers', 'interns', 'birthdays', 'contacts', 'announcements', 'leave', 'exits', 'certificates', 'sessions', 'hours', 'verifications'] as const;
type TabKey = (typeof TAB_KEYS)[number];

const isTabKey = (value: string | null): value is TabKey => (TAB_KEYS as readonly (string | null)[]).includes(value);

/** The HR dashboard's tabs (SPEC §2). The open tab lives in the address (?tab=), so a reload keeps it. */
export function HrDashboard() {
  const { state, retry, refresh, setCounts } = useDashboard();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) ? requested : 'ongoing';
  const select = useCallback(
    (key: TabKey) => setParams(key === 'ongoing' ? {} : { tab: key }, { replace: true }),
    [setParams],
  );

  if (state.status === 'loading') return <PageSpinner label="Loading the dashboard" wholePage />;
  if (state.status === 'error') return <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={retry} />;

  const { counts, contactCount, announcements } = state.data;
  const tabs: ReadonlyArray<TabItem<TabKey>> = [
    { key: 'ongoing', label: `Ongoing (${counts.ongoing})` },
    { key: 'volunteers', label: `Volunteers (${counts.volunteer})` },
    { key: 'interns', label: `Interns (${counts.intern})` },
    { key: 'birthdays', label: 'Birthday List' },
    { key: 'contacts', label: `Contacts (${contactCount})` },
    { key: 'announcements', label: `Announcements (${announcements.length})` },
    { key: 'leave', label: 'Leave' },
    { key: 'exits', label: 'Exits' },
    { key: 'certificates', label: 'Certificates' },
    { key: 'sessions', label: 'Sessions' },
    { key: 'hours', label: 'Hours' },
    { key: 'verifications', label: 'Verifications' },
  ];

  return (
    <Tabs label="HR sections" className="hr-tabs" tabs={tabs} selected={selected} onSelect={select}>
      {selected === 'ongoing' ? <ApplicantsPanel view="ongoing" onCounts={setCounts} /> : null}
      {selected === 'volunteers' ? <ApplicantsPanel view="volunteer" onCounts={setCounts} /> : null}
      {selected === 'interns' ? <ApplicantsPanel view="intern" onCounts={setCounts} /> : null}
      {selected === 'birthdays' ? <BirthdayList /> : null}
      {selected === 'contacts' ? <ContactsPanel /> : null}
      {selected === 'announcements' ? <AnnouncementsPanel announcements={announcements} onSaved={refresh} /> : null}
      {selected === 'leave' ? <LeavePanel /> : null}
      {selected === 'exits' ? <ExitsPanel onDecided={() => refresh()} /> : null}
      {selected === 'certificates' ? <CertificatesPanel /> : null}
      {selected === 'sessions' ? <SessionsPanel /> : null}
      {selected === 'hours' ? <HoursPanel /> : null}
      {selected === 'verifications' ? <VerificationsPanel /> : null}
    </Tabs>
  );
}
