import { useState } from 'react';
import { safeguardingText } from '@society/contracts';
import { useText } from '@society/web-kit';
import { Tabs } from '@society/web-kit/staff';
import { usePortalText } from '../hooks/use-portal-text';
import { CertificatesPanel } from '../features/certificates/components/certificates-panel';
import { ExitPanel } from '../features/exit/components/exit-panel';
import { LeavePanel } from '../features/leave/components/leave-panel';
import { ProfilePanel } from '../features/profile/components/profile-panel';
import { SafetyPanel } from '../features/safety/components/safety-panel';

const TABS = [
  { key: 'profile', label: 'tabProfile' },
  { key: 'leave', label: 'tabLeave' },
  { key: 'certificates', label: 'tabCertificates' },
  { key: 'exit', label: 'tabExit' },
] as const;
type TabKey = (typeof TABS)[number]['key'] | 'safety';

/** The volunteer's own record, leave, certificates and exit, one tab each. */
export function VolunteerDashboard() {
  const [tab, setTab] = useState<TabKey>('profile');
  const { t } = usePortalText();
  const safety = useText(safeguardingText);
  // Child safety before Leaving: the policy and a concern are what a volunteer who meets children comes back to.
  const tabs: Array<{ key: TabKey; label: string }> = TABS.map(({ key, label }) => ({ key, label: t(label) }));
  tabs.splice(tabs.length - 1, 0, { key: 'safety', label: safety('tabSafety') });
  return (
    <Tabs label={t('tabsLabel')} tabs={tabs} selected={tab} onSelect={setTab}>
      {tab === 'profile' ? <ProfilePanel /> : null}
      {tab === 'leave' ? <LeavePanel /> : null}
      {tab === 'certificates' ? <CertificatesPanel /> : null}
      {tab === 'safety' ? <SafetyPanel /> : null}
      {tab === 'exit' ? <ExitPanel /> : null}
    </Tabs>
  );
}
