import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { pathWithoutLocale, safeguardingText, sessionsText, type TeamKey } from '@society/contracts';
import { useLocalPath, useText } from '@society/web-kit';
import { Tabs } from '@society/web-kit/staff';
import { tabPath, TEAM_TABS, type TeamTab } from '../config/paths';
import { useTeamText } from '../hooks/use-team-text';

const TAB_WORDS: Record<Exclude<TeamTab, 'sessions' | 'safety'>, TeamKey> = {
  today: 'tabToday',
  batches: 'tabBatches',
  students: 'tabStudents',
  'follow-up': 'tabFollowUp',
  outcomes: 'tabOutcomes',
};

/** The dashboard's tabs, each a path of its own (Today is the dashboard itself), so Back and a reload keep the tab. */
export function TeamTabs() {
  const t = useTeamText();
  const safety = useText(safeguardingText);
  const sessions = useText(sessionsText);
  const local = useLocalPath();
  const navigate = useNavigate();
  const bare = pathWithoutLocale(useLocation().pathname).replace(/\/$/, '');
  const selected = TEAM_TABS.find((tab) => tab !== 'today' && bare === tabPath(tab)) ?? 'today';
  return (
    <Tabs
      label={t('tabsLabel')}
      className="team-tabs"
      tabs={TEAM_TABS.map((key) => ({ key, label: key === 'safety' ? safety('tabSafety') : key === 'sessions' ? sessions('tabSessions') : t(TAB_WORDS[key]) }))}
      selected={selected}
      onSelect={(tab) => navigate(local(tabPath(tab)))}
    >
      <Outlet />
    </Tabs>
  );
}
