import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { DashboardFrame } from '@society/web-kit/staff';
import { AdminDashboard } from './admin-dashboard';
import './app.css';

/** The remote's root, exposed as `./App` and mounted by the shell under /admin-dashboard/*. */
export function AdminApp() {
  return (
    <DashboardFrame title="Admin Dashboard" role="admin">
      <Routes>
        <Route index element={<AdminDashboard />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH_BY_ROLE.admin} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default AdminApp;
