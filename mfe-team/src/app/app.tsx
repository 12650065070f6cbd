import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { useLocalPath } from '@society/web-kit';
import { DashboardFrame } from '@society/web-kit/staff';
import { SyncBanner } from '../components/sync-banner';
import { BatchesPanel } from '../features/batches/components/batches-panel';
import { ChildPage } from '../features/children/components/child-page';
import { FollowUpPanel } from '../features/follow-up/components/follow-up-panel';
import { OutcomesPanel } from '../features/outcomes/components/outcomes-panel';
import { SafetyPanel } from '../features/safety/components/safety-panel';
import { CheckInCodeScreen } from '../features/sessions/components/check-in-code-screen';
import { SessionsPanel } from '../features/sessions/components/sessions-panel';
import { DayScreen } from '../features/register/components/day-screen';
import { MonthScreen } from '../features/register/components/month-screen';
import { TodayPanel } from '../features/register/components/today-panel';
import { StudentsPanel } from '../features/students/components/students-panel';
import { useTeamText } from '../hooks/use-team-text';
import { TeamTabs } from './team-tabs';
import './app.css';

/**
 * The remote's root, exposed as `./App` and mounted by the shell under /member-dashboard/* and, in Hindi,
 * /hi/member-dashboard/* (its routes are relative, so they work under both).
 */
export function TeamApp() {
  const t = useTeamText();
  const local = useLocalPath();
  return (
    <DashboardFrame title={t('title')} role="team">
      <SyncBanner />
      <Routes>
        <Route element={<TeamTabs />}>
          <Route index element={<TodayPanel />} />
          <Route path="batches" element={<BatchesPanel />} />
          <Route path="students" element={<StudentsPanel />} />
          <Route path="follow-up" element={<FollowUpPanel />} />
          <Route path="outcomes" element={<OutcomesPanel />} />
          <Route path="sessions" element={<SessionsPanel />} />
          <Route path="safety" element={<SafetyPanel />} />
        </Route>
        <Route path="register/:batchId/month/:month" element={<MonthScreen />} />
        <Route path="register/:batchId/:day" element={<DayScreen />} />
        <Route path="children/:studentId" element={<ChildPage />} />
        <Route path="sessions/:sessionId/code" element={<CheckInCodeScreen />} />
        <Route path="*" element={<Navigate to={local(DASHBOARD_PATH_BY_ROLE.team)} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default TeamApp;
