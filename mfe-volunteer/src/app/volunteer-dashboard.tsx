import { useState } from 'react';
import { safeguardingText, sessionsText } from '@society/contracts';
import { useText } from '@society/web-kit';
import { Tabs } from '@society/web-kit/staff';
import { usePortalText } from '../hooks/use-portal-text';
import { CertificatesPanel } from '../features/certificates/components/certificates-panel';
import { ExitPanel } from '../features/exit/components/exit-panel';
import { HoursPanel } from '../features/hours/components/hours-panel';
import { LeavePanel } from '../features/leave/components/leave-panel';
import { ProfilePanel } from '../features/profile/components/profile-panel';
import { SafetyPanel } from '../features/safety/components/safety-panel';
import { SessionsPanel } from '../features/sessions/components/sessions-panel';

const TABS = [
  { key: 'profile', label: 'tabProfile' },
  { key: 'leave', label: 'tabLeave' },
  { key: 'certificates', label: 'tabCertificates' },
  { key: 'exit', label: 'tabExit' },
] as const;
type TabKey = (typeof TABS)[number]['key'] | 'sessions' | 'hours' | 'safety';

/** The volunteer's own record, sessions, hours, leave, certificates, child safety and exit, one tab each. */
export function VolunteerDashboard() {
  const [tab, setTab] = useState<TabKey>('profile');
  const { t } = usePortalText();
  const safety = useText(safeguardingText);
  const sessions = useText(sessionsText);
  const tabs: Array<{ key: TabKey; label: string }> = TABS.map(({ key, label }) => ({ key, label: t(label) }));
  // Sessions and Hours next to the profile: what a volunteer opens most weeks.
  tabs.splice(1, 0, { key: 'sessions', label: sessions('tabSessions') }, { key: 'hours', label: sessions('tabHours') });
  // Child safety before Leaving: the policy and a concern are what a volunteer who meets children comes back to.
  tabs.splice(tabs.length - 1, 0, { key: 'safety', label: safety('tabSafety') });
  return (
    <Tabs label={t('tabsLabel')} tabs={tabs} selected={tab} onSelect={setTab}>
      {tab === 'profile' ? <ProfilePanel /> : null}
      {tab === 'sessions' ? <SessionsPanel onOpenSafety={() => setTab('safety')} /> : null}
      {tab === 'hours' ? <HoursPanel /> : null}
      {tab === 'leave' ? <LeavePanel /> : null}
      {tab === 'certificates' ? <CertificatesPanel /> : null}
      {tab === 'safety' ? <SafetyPanel /> : null}
      {tab === 'exit' ? <ExitPanel /> : null}
    </Tabs>
  );
}
