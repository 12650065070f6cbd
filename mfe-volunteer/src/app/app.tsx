import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { DashboardFrame } from '@society/web-kit/staff';
import { VolunteerDashboard } from './volunteer-dashboard';
import './app.css';

/** The remote's root, exposed as `./App` and mounted by the shell under /volunteer-dashboard/*. */
export function VolunteerApp() {
  return (
    <DashboardFrame title="My Volunteer Dashboard" role="volunteer">
      <Routes>
        <Route index element={<VolunteerDashboard />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH_BY_ROLE.volunteer} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default VolunteerApp;
