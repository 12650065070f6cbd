import { screen, within } from '@testing-library/react';
import type { CurrentPolicyView, SafeguardingStandingView } from '@society/contracts';
import { aProfile, fakeApi, renderVolunteer } from '../../../testing/render-volunteer';

const POLICY: CurrentPolicyView = {
  policy: { version: 2, textEn: 'Never be alone with a child.\n\nReport every worry the same day.', textHi: 'किसी बच्चे के साथ कभी अकेले न रहें।', publishedAt: '2026-11-02T06:00:00.000Z' },
  acknowledgedAt: null,
};
const STANDING: SafeguardingStandingView = { policyVersion: 2, policyAcknowledged: false, verification: { status: 'verified', verifiedOn: '2026-01-10', expiresOn: '2027-01-10' }, gapsToday: ['policy'] };

describe('the Child safety tab', () => {
  it('shows my standing, acknowledges the current policy, and then shows it acknowledged', async () => {
    const fetchMock = fakeApi({
      'GET /api/volunteer/profile': { body: aProfile() },
      'GET /api/safeguarding/policy': { body: POLICY },
      'GET /api/safeguarding/me': () => ({ body: fetchMock.mock.calls.some(([url]) => url === '/api/safeguarding/policy/acknowledge') ? { ...STANDING, policyAcknowledged: true, gapsToday: [] } : STANDING }),
      'POST /api/safeguarding/policy/acknowledge': { status: 201, body: {} },
    });
    const { user } = renderVolunteer();
    await user.click(await screen.findByRole('tab', { name: 'Child safety' }));
    expect(await screen.findByText('Not acknowledged yet')).toBeInTheDocument();
    expect(screen.getByText('Verified, valid until 10 January 2027')).toBeInTheDocument();
    expect(await screen.findByText('Never be alone with a child.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acknowledge the policy' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick the box to confirm you have read the policy.');
    await user.click(screen.getByLabelText('I have read the child-protection policy and will follow it.'));
    await user.click(screen.getByRole('button', { name: 'Acknowledge the policy' }));
    expect(await screen.findByText('Acknowledged (version 2)')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/safeguarding/policy/acknowledge');
    expect(JSON.parse(sent?.[1].body)).toEqual({ version: 2 });
    expect(screen.getByText('You may sign up for sessions with children.')).toBeInTheDocument();
  });

  it('raises a concern about a child and says what happens next', async () => {
    const fetchMock = fakeApi({
      'GET /api/volunteer/profile': { body: aProfile() },
      'GET /api/safeguarding/policy': { body: { ...POLICY, acknowledgedAt: '2026-11-03T06:00:00.000Z' } },
      'GET /api/safeguarding/me': { body: STANDING },
      'POST /api/safeguarding/concerns': { status: 201, body: { _id: 'c1', raisedAt: '2026-11-20T05:30:00.000Z', message: 'Thank you. Your concern is on the register, and the safeguarding lead has been told.' } },
    });
    const { user } = renderVolunteer();
    await user.click(await screen.findByRole('tab', { name: 'Child safety' }));
    const form = await screen.findByRole('form', { name: 'Raise a concern about a child' });
    await user.click(within(form).getByRole('button', { name: 'Send the concern' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please say what happened, the day, who was involved and the child’s name.');
    await user.type(within(form).getByLabelText(/What happened/), 'Ravi had bruises on his arm and said his uncle hits him');
    await user.type(within(form).getByLabelText(/The day it happened/), '2026-11-19');
    await user.type(within(form).getByLabelText(/The child’s name/), 'Ravi');
    await user.type(within(form).getByLabelText(/Who was involved/), 'His uncle');
    await user.click(within(form).getByRole('button', { name: 'Send the concern' }));
    expect(await screen.findByText('Your concern has been received')).toBeInTheDocument();
    expect(screen.getByText('Thank you. Your concern is on the register, and the safeguarding lead has been told.')).toBeInTheDocument();
    expect(screen.getByText('Received 20 November 2026, 11:00 am.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/safeguarding/concerns');
    expect(JSON.parse(sent?.[1].body)).toEqual({ what: 'Ravi had bruises on his arm and said his uncle hits him', happenedOn: '2026-11-19', who: 'His uncle', childName: 'Ravi' });
  });
});
