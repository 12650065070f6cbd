import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { DashboardFrame } from '@society/web-kit';
import './app.css';

/** Shown until this dashboard's tools are built (later issues fill the tabs of SPEC §2). */
function AdminHome() {
  return (
    <section className="wk-card dash-welcome" aria-labelledby="dash-welcome-title">
      <h2 id="dash-welcome-title">Welcome</h2>
      <p>Users, donations, the core team, contact messages, the gallery and publications will be managed from here.</p>
    </section>
  );
}

/** The remote's root, exposed as `./App` and mounted by the shell under its dashboard path. */
export function AdminApp() {
  return (
    <DashboardFrame title="Admin Dashboard" role="admin">
      <Routes>
        <Route index element={<AdminHome />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH_BY_ROLE.admin} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default AdminApp;
