import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Certificate, LeaveRequest, VolunteerProfile } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { AppToaster } from '@society/web-kit/staff';
import { mockFetch, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import { VolunteerApp } from '../app/app';

export const VOLUNTEER_USER = { _id: 'v1', email: 'asha@example.org', role: 'volunteer' as const };

/**
 * Signs a volunteer in and renders the remote as the shell mounts it (in English, or in Hindi under
 * /hi), with the page's toasts. A marker shows where a redirect went.
 */
export function renderVolunteer(path = '/volunteer-dashboard') {
  useSession.getState().login(VOLUNTEER_USER, 'test-token');
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/volunteer-dashboard/*" element={<VolunteerApp />} />
        <Route path="/hi/volunteer-dashboard/*" element={<VolunteerApp />} />
        <Route path="/login" element={<p>at /login</p>} />
        <Route path="/hi/login" element={<p>at /hi/login</p>} />
      </Routes>
      <AppToaster />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** fetch answering 'METHOD /api/path' keys like the API; anything else is a 404 that shows on screen. */
export function fakeApi(endpoints: Record<string, FakeReply | ((init: RequestInit) => FakeReply)>): jest.Mock {
  return mockFetch((url, init) => {
    const endpoint = endpoints[`${init.method ?? 'GET'} ${url}`];
    if (!endpoint) return { status: 404, body: { statusCode: 404, message: `Not faked: ${init.method ?? 'GET'} ${url}` } };
    return typeof endpoint === 'function' ? endpoint(init) : endpoint;
  });
}

export function aProfile(fields: Partial<VolunteerProfile> = {}): VolunteerProfile {
  return {
    applicantId: 'a1',
    type: 'volunteer',
    name: 'Asha Verma',
    email: 'asha@example.org',
    phone: '+91 98765 43210',
    gender: 'female',
    dob: '2001-08-15',
    interests: ['teaching'],
    availability: 10,
    course: '',
    college: '',
    duration: '',
    experience: 'Taught at a night school',
    status: 'onboarded',
    assignedPosition: 'Tutor',
    assignedTeam: 'Su-Shiksha Pathshala',
    doj: '2026-01-05',
    dol: null,
    ...fields,
  };
}

export function aLeaveRequest(fields: Partial<LeaveRequest> = {}): LeaveRequest {
  return { _id: 'l1', type: 'exams', from: '2026-12-01', to: '2026-12-03', reason: 'Semester exams', status: 'pending', hrReply: '', createdAt: '2026-11-20T09:00:00.000Z', decidedAt: null, ...fields };
}

export function aCertificate(fields: Partial<Certificate> = {}): Certificate {
  return {
    _id: 'c1',
    code: '7KQ2-M9XD-4TRB',
    applicantId: 'a1',
    holderName: 'Asha Verma',
    type: 'volunteering',
    role: 'Tutor',
    from: '2026-01-05',
    to: '2026-10-31',
    hours: 120,
    description: '',
    signatoryName: 'Meera Sharma',
    signatoryTitle: 'Secretary',
    language: 'en',
    issuedAt: '2026-11-01T06:00:00.000Z',
    status: 'valid',
    revokedAt: null,
    ...fields,
  };
}
