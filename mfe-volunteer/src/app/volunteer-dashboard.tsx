import { useState } from 'react';
import { Tabs } from '@society/web-kit/staff';
import { usePortalText } from '../hooks/use-portal-text';
import { CertificatesPanel } from '../features/certificates/components/certificates-panel';
import { ExitPanel } from '../features/exit/components/exit-panel';
import { LeavePanel } from '../features/leave/components/leave-panel';
import { ProfilePanel } from '../features/profile/components/profile-panel';

const TABS = [
  { key: 'profile', label: 'tabProfile' },
  { key: 'leave', label: 'tabLeave' },
  { key: 'certificates', label: 'tabCertificates' },
  { key: 'exit', label: 'tabExit' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The volunteer's own record, leave, certificates and exit, one tab each. */
export function VolunteerDashboard() {
  const [tab, setTab] = useState<TabKey>('profile');
  const { t } = usePortalText();
  const tabs = TABS.map(({ key, label }) => ({ key, label: t(label) }));
  return (
    <Tabs label={t('tabsLabel')} tabs={tabs} selected={tab} onSelect={setTab}>
      {tab === 'profile' ? <ProfilePanel /> : null}
      {tab === 'leave' ? <LeavePanel /> : null}
      {tab === 'certificates' ? <CertificatesPanel /> : null}
      {tab === 'exit' ? <ExitPanel /> : null}
    </Tabs>
  );
}
