import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@society/contracts';
import { ErrorView, PageSpinner, Tabs, type TabItem } from '@society/web-kit';
import { AnnouncementsPanel } from '../features/announcements/components/announcements-panel';
import { ApplicantsPanel } from '../features/applicants/components/applicants-panel';
import { applicantsFor } from '../features/applicants/utils/views';
import { BirthdayList } from '../features/birthdays/components/birthday-list';
import { CertificatesPanel } from '../features/certificates/components/certificates-panel';
import { ContactsPanel } from '../features/contacts/components/contacts-panel';
import { ExitsPanel } from '../features/exits/components/exits-panel';
import { LeavePanel } from '../features/leave/components/leave-panel';
import { useDashboard } from './use-dashboard';

const TAB_KEYS = ['ongoing', 'volunteers', 'interns', 'birthdays', 'contacts', 'announcements', 'leave', 'exits', 'certificates'] as const;
/** People a certificate can be issued to: those who worked with the society. */
const CERTIFIABLE = new Set(['onboarded', 'active', 'inactive']);
type TabKey = (typeof TAB_KEYS)[number];

const isTabKey = (value: string | null): value is TabKey => (TAB_KEYS as readonly (string | null)[]).includes(value);

/** The HR dashboard's tabs (SPEC §2). The open tab lives in the address (?tab=), so a reload keeps it. */
export function HrDashboard() {
  const { state, retry, refresh } = useDashboard();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) ? requested : 'ongoing';
  const select = useCallback(
    (key: TabKey) => setParams(key === 'ongoing' ? {} : { tab: key }, { replace: true }),
    [setParams],
  );

  if (state.status === 'loading') return <PageSpinner label="Loading the dashboard" wholePage />;
  if (state.status === 'error') return <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={retry} />;

  const { applicants, contacts, announcements } = state.data;
  const tabs: ReadonlyArray<TabItem<TabKey>> = [
    { key: 'ongoing', label: `Ongoing (${applicantsFor('ongoing', applicants).length})` },
    { key: 'volunteers', label: `Volunteers (${applicantsFor('volunteer', applicants).length})` },
    { key: 'interns', label: `Interns (${applicantsFor('intern', applicants).length})` },
    { key: 'birthdays', label: 'Birthday List' },
    { key: 'contacts', label: `Contacts (${contacts.length})` },
    { key: 'announcements', label: `Announcements (${announcements.length})` },
    { key: 'leave', label: 'Leave' },
    { key: 'exits', label: 'Exits' },
    { key: 'certificates', label: 'Certificates' },
  ];

  return (
    <Tabs label="HR sections" className="hr-tabs" tabs={tabs} selected={selected} onSelect={select}>
      {selected === 'ongoing' ? <ApplicantsPanel view="ongoing" applicants={applicants} onSaved={refresh} /> : null}
      {selected === 'volunteers' ? <ApplicantsPanel view="volunteer" applicants={applicants} onSaved={refresh} /> : null}
      {selected === 'interns' ? <ApplicantsPanel view="intern" applicants={applicants} onSaved={refresh} /> : null}
      {selected === 'birthdays' ? <BirthdayList people={applicants} /> : null}
      {selected === 'contacts' ? <ContactsPanel contacts={contacts} /> : null}
      {selected === 'announcements' ? <AnnouncementsPanel announcements={announcements} onSaved={refresh} /> : null}
      {selected === 'leave' ? <LeavePanel /> : null}
      {selected === 'exits' ? <ExitsPanel onDecided={() => refresh()} /> : null}
      {selected === 'certificates' ? <CertificatesPanel people={applicants.filter((applicant) => CERTIFIABLE.has(applicant.status))} /> : null}
    </Tabs>
  );
}
