import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE, volunteerPortalText } from '@society/contracts';
import { useLocalPath, useText } from '@society/web-kit';
import { DashboardFrame } from '@society/web-kit/staff';
import { CheckInPage } from '../features/sessions/components/check-in-page';
import { VolunteerDashboard } from './volunteer-dashboard';
import './app.css';

/**
 * The remote's root, exposed as `./App` and mounted by the shell under /volunteer-dashboard/* and, in
 * Hindi, /hi/volunteer-dashboard/* (its routes are relative, so they work under both): the dashboard's tabs,
 * and check-in/:sessionId, the page a session's QR code opens.
 */
export function VolunteerApp() {
  const t = useText(volunteerPortalText);
  const local = useLocalPath();
  return (
    <DashboardFrame title={t('title')} role="volunteer">
      <Routes>
        <Route index element={<VolunteerDashboard />} />
        <Route path="check-in/:sessionId" element={<CheckInPage />} />
        <Route path="*" element={<Navigate to={local(DASHBOARD_PATH_BY_ROLE.volunteer)} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default VolunteerApp;
