import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { DashboardFrame } from '@society/web-kit';
import './app.css';

/** Shown until this dashboard's tools are built (later issues fill the tabs of SPEC §2). */
function HrHome() {
  return (
    <section className="wk-card dash-welcome" aria-labelledby="dash-welcome-title">
      <h2 id="dash-welcome-title">Welcome</h2>
      <p>Volunteer and intern applicants, birthdays, contact messages and announcements will be managed from here.</p>
    </section>
  );
}

/** The remote's root, exposed as `./App` and mounted by the shell under its dashboard path. */
export function HrApp() {
  return (
    <DashboardFrame title="HR Dashboard" role="hr">
      <Routes>
        <Route index element={<HrHome />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH_BY_ROLE.hr} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default HrApp;
