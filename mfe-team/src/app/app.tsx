import { Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';
import { DashboardFrame } from '@society/web-kit/staff';
import { StudentsPanel } from '../features/students/components/students-panel';
import './app.css';

/** The remote's root, exposed as `./App` and mounted by the shell under /member-dashboard/*. */
export function TeamApp() {
  return (
    <DashboardFrame title="Team Dashboard" role="team">
      <Routes>
        <Route index element={<StudentsPanel />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH_BY_ROLE.team} replace />} />
      </Routes>
    </DashboardFrame>
  );
}

export default TeamApp;
