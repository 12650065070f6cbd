import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { AppToaster } from '@society/web-kit/staff';
import { TeamApp } from '../app/app';

export const TEAM_USER = { _id: 'team-1', email: 'team@society.local', role: 'team' as const };

/** The Students tab (the roster). */
export const STUDENTS_PATH = '/member-dashboard/students';

/**
 * Signs a team member in and renders the remote as the shell mounts it (in English, or in Hindi under
 * /hi), with the page's toasts. A marker shows where a redirect went.
 */
export function renderTeam(path = '/member-dashboard') {
  useSession.getState().login(TEAM_USER, 'test-token');
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/member-dashboard/*" element={<TeamApp />} />
        <Route path="/hi/member-dashboard/*" element={<TeamApp />} />
        <Route path="/login" element={<p>at /login</p>} />
        <Route path="/hi/login" element={<p>at /hi/login</p>} />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/**
 * Fixes the clock at a moment. Only Date is faked: timers stay real, so user-event and React run
 * as usual. Undo it with jest.useRealTimers() in afterEach.
 */
export function fixNow(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
