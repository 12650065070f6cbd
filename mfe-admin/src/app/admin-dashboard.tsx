import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, type SettingsSection, type SiteSettings } from '@society/contracts';
import { ErrorView, PageSpinner } from '@society/web-kit';
import { Tabs, type TabItem, useLoad } from '@society/web-kit/staff';
import { ActivityPanel } from '../features/activity/components/activity-panel';
import { ContactsPanel } from '../features/contacts/components/contacts-panel';
import { DataProtectionPanel } from '../features/data-protection/components/data-protection-panel';
import { CoreTeamPanel } from '../features/core-team/components/core-team-panel';
import { DonationsPanel } from '../features/donations/components/donations-panel';
import { Form10bePanel } from '../features/form-10be/components/form-10be-panel';
import { GalleryPanel } from '../features/gallery/components/gallery-panel';
import { PublicationsPanel } from '../features/publications/components/publications-panel';
import { SafeguardingPanel } from '../features/safeguarding/components/safeguarding-panel';
import { GoingLiveChecklist } from '../features/site-settings/components/going-live-checklist';
import { SiteSettingsPanel } from '../features/site-settings/components/site-settings-panel';
import { UsersPanel } from '../features/users/components/users-panel';
import { loadDashboard, type DashboardData } from './load-dashboard';

const TAB_KEYS = ['users', 'donations', 'form-10be', 'core-team', 'contacts', 'gallery', 'publications', 'activity', 'site', 'data-protection', 'safeguarding'] as const;
type TabKey = (typeof TAB_KEYS)[number];

const isTabKey = (value: string | null): value is TabKey => (TAB_KEYS as readonly (string | null)[]).includes(value);

/** The admin dashboard's tabs (SPEC §2). The open tab lives in the address (?tab=), so reload keeps it. */
export function AdminDashboard() {
  const { state, reload, update } = useLoad(loadDashboard);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) ? requested : 'users';

  const select = useCallback((key: TabKey) => setParams(key === 'users' ? {} : { tab: key }, { replace: true }), [setParams]);
  const updateList = useCallback(
    <K extends keyof DashboardData>(key: K) =>
      (change: (list: DashboardData[K]) => DashboardData[K]) =>
        update((data) => ({ ...data, [key]: change(data[key]) })),
    [update],
  );

  const changeUserCount = useCallback((change: number) => update((data) => ({ ...data, userCount: data.userCount + change })), [update]);
  const setDonationCount = useCallback((donationCount: number) => update((data) => ({ ...data, donationCount })), [update]);
  const setSettings = useCallback((settings: SiteSettings) => update((data) => ({ ...data, settings })), [update]);

  // The checklist opens the Site tab at a section, once the tab has drawn it.
  const [target, setTarget] = useState<SettingsSection | null>(null);
  const openSection = useCallback(
    (section: SettingsSection) => {
      select('site');
      setTarget(section);
    },
    [select],
  );
  useEffect(() => {
    if (!target || selected !== 'site') return;
    // Focusing the section's first field brings it into view.
    document.getElementById(`site-${target}`)?.querySelector<HTMLElement>('input, textarea')?.focus();
    setTarget(null);
  }, [target, selected]);

  if (state.status === 'loading') return <PageSpinner label="Loading the dashboard" wholePage />;
  if (state.status === 'failed') return <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} />;

  const { userCount, donationCount, coreTeam, settings } = state.data;
  const tabs: ReadonlyArray<TabItem<TabKey>> = [
    { key: 'users', label: `Users (${userCount})` },
    { key: 'donations', label: `Donations (${donationCount})` },
    { key: 'form-10be', label: 'Form 10BE' },
    { key: 'core-team', label: `Core Team (${coreTeam.length})` },
    { key: 'contacts', label: 'Contacts' },
    { key: 'gallery', label: 'Gallery' },
    { key: 'publications', label: 'Publications' },
    { key: 'activity', label: 'Activity' },
    { key: 'site', label: settings.missing.length > 0 ? `Site (${settings.missing.length} to fill in)` : 'Site' },
    { key: 'data-protection', label: 'Data protection' },
    { key: 'safeguarding', label: 'Safeguarding' },
  ];

  return (
    <>
      <GoingLiveChecklist missing={settings.missing} onOpen={openSection} />
      <Tabs label="Admin sections" tabs={tabs} selected={selected} onSelect={select}>
        {selected === 'users' ? <UsersPanel onCountChange={changeUserCount} /> : null}
        {selected === 'donations' ? <DonationsPanel onCount={setDonationCount} /> : null}
        {selected === 'form-10be' ? <Form10bePanel /> : null}
        {selected === 'core-team' ? <CoreTeamPanel members={coreTeam} updateMembers={updateList('coreTeam')} /> : null}
        {selected === 'contacts' ? <ContactsPanel /> : null}
        {selected === 'gallery' ? <GalleryPanel /> : null}
        {selected === 'publications' ? <PublicationsPanel /> : null}
        {selected === 'activity' ? <ActivityPanel /> : null}
        {selected === 'site' ? <SiteSettingsPanel settings={settings} onSaved={setSettings} /> : null}
        {selected === 'data-protection' ? <DataProtectionPanel /> : null}
        {selected === 'safeguarding' ? <SafeguardingPanel /> : null}
      </Tabs>
    </>
  );
}
