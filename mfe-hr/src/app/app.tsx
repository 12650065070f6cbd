import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { DashboardFrame } from '@society/web-kit/staff';
import { HrDashboard } from './hr-dashboard';
import './app.css';

/** The remote's root, exposed as `./App` and mounted by the shell under /hr-dashboard/*. */
export function HrApp() {
  return (
    <DashboardFrame title="HR Dashboard" role="hr">
      <Routes>
        <Route index element={<HrDashboard />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH_BY_ROLE.hr} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default HrApp;
