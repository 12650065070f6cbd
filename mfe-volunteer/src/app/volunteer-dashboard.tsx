import { useState } from 'react';
import { Tabs } from '@society/web-kit/staff';
import { CertificatesPanel } from '../features/certificates/components/certificates-panel';
import { ExitPanel } from '../features/exit/components/exit-panel';
import { LeavePanel } from '../features/leave/components/leave-panel';
import { ProfilePanel } from '../features/profile/components/profile-panel';

const TABS = [
  { key: 'profile', label: 'My details' },
  { key: 'leave', label: 'Leave' },
  { key: 'certificates', label: 'Certificates' },
  { key: 'exit', label: 'Leaving' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The volunteer's own record, leave, certificates and exit, one tab each. */
export function VolunteerDashboard() {
  const [tab, setTab] = useState<TabKey>('profile');
  return (
    <Tabs label="My volunteer dashboard" tabs={TABS} selected={tab} onSelect={setTab}>
      {tab === 'profile' ? <ProfilePanel /> : null}
      {tab === 'leave' ? <LeavePanel /> : null}
      {tab === 'certificates' ? <CertificatesPanel /> : null}
      {tab === 'exit' ? <ExitPanel /> : null}
    </Tabs>
  );
}
