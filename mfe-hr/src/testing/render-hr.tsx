import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { AppToaster } from '@society/web-kit/staff';
import { HrApp } from '../app/app';
import { applicantPages, contactPages } from './list-pages';

export const HR_USER = { _id: 'hr-1', email: 'hr@society.local', role: 'hr' as const };

/** Signs HR in and renders the whole remote as the shell mounts it, with the page's toasts. */
export function renderHr({ tab }: { tab?: string } = {}) {
  useSession.getState().login(HR_USER, 'test-token');
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[tab ? `/hr-dashboard?tab=${tab}` : '/hr-dashboard']}>
      <Routes>
        <Route path="/hr-dashboard/*" element={<HrApp />} />
        <Route path="/login" element={<p>at /login</p>} />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** Fake answers for what the dashboard loads on entry. */
export function dashboardRoutes({
  applicants = [],
  contacts = [],
  announcements = [],
}: { applicants?: unknown[]; contacts?: unknown[]; announcements?: unknown[] } = {}) {
  return {
    'GET /api/hr/applicants': applicantPages(applicants as object[]),
    'GET /api/hr/contact': contactPages(contacts as object[]),
    'GET /api/public/Announcement': { body: announcements },
  };
}
