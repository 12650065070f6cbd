import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SiteSettings } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { AppToaster } from '@society/web-kit/staff';
import { AdminApp } from '../app/app';
import { donationPages } from './donation-pages';
import { filledSiteSettings } from './site-settings';
import { userPages } from './user-pages';

export const ADMIN = { _id: 'admin-1', email: 'admin@society.local', role: 'admin' as const };
export const TOKEN = 'test-token';

/**
 * Signs the admin in and renders the whole remote as the shell mounts it, with the page's toasts.
 * `tab` opens that tab directly (?tab=...).
 */
export function renderAdmin({ tab, query = '' }: { tab?: string; query?: string } = {}) {
  useSession.getState().login(ADMIN, TOKEN);
  // Real uploads are refused by the inputs' accept list; tests need to offer wrong files too.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <MemoryRouter initialEntries={[tab ? `/admin-dashboard?tab=${tab}${query}` : '/admin-dashboard']}>
      <Routes>
        <Route path="/admin-dashboard/*" element={<AdminApp />} />
        <Route path="/login" element={<p>at /login</p>} />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** Standard fake answers for what the dashboard loads on entry. */
export function dashboardRoutes({
  users = [],
  donations = [],
  coreTeam = [],
  settings = filledSiteSettings(),
}: { users?: unknown[]; donations?: unknown[]; coreTeam?: unknown[]; settings?: SiteSettings } = {}) {
  return {
    'GET /api/admin/users': userPages(users as object[]),
    'GET /api/public/donations': donationPages(donations as object[]),
    'GET /api/admin/core-team': { body: coreTeam },
    'GET /api/admin/settings': { body: settings },
  };
}

export function imageFile(name = 'photo.png', type = 'image/png', size?: number): File {
  const file = new File(['fake image bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
