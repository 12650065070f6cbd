import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { DashboardFrame } from '@society/web-kit';
import './app.css';

/** Shown until this dashboard's tools are built (later issues fill the tabs of SPEC §2). */
function TeamHome() {
  return (
    <section className="wk-card dash-welcome" aria-labelledby="dash-welcome-title">
      <h2 id="dash-welcome-title">Welcome</h2>
      <p>The students' records will be listed, added and updated from here.</p>
    </section>
  );
}

/** The remote's root, exposed as `./App` and mounted by the shell under its dashboard path. */
export function TeamApp() {
  return (
    <DashboardFrame title="Team Dashboard" role="team">
      <Routes>
        <Route index element={<TeamHome />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH_BY_ROLE.team} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default TeamApp;
