import { screen, waitFor, within } from '@testing-library/react';
import { messagesText, sessionsText, volunteerPortalText, webkitText } from '@society/contracts';
import { aProfile, fakeApi, renderVolunteer } from '../../../testing/render-volunteer';
import { anOpenSession, aSession, aSignUp } from '../../../testing/sessions';

const OPEN = 'GET /api/volunteer/sessions?page=1&pageSize=50';
const MINE = 'GET /api/volunteer/sessions/mine';
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 50 });
const sentTo = (fetchMock: jest.Mock, url: string) => fetchMock.mock.calls.filter(([called]) => called === url).map(([, init]) => (init.body ? JSON.parse(init.body) : undefined));

beforeAll(() => Promise.all([sessionsText.load('hi'), volunteerPortalText.load('hi'), webkitText.load('hi'), messagesText.load('hi')]));

describe('the volunteer’s Sessions tab', () => {
  it('shows each open session as a card, signs up, and joins the waiting list of a full one', async () => {
    const fetchMock = fakeApi({
      'GET /api/volunteer/profile': { body: aProfile() },
      [OPEN]: { body: page([anOpenSession(), anOpenSession({ id: 's2', title: 'Cricket on Sunday', skill: 'sport', withChildren: false, volunteersWanted: 2, signedUp: 2, waiting: 1 })]) },
      [MINE]: { body: [] },
      'POST /api/volunteer/sessions/s1/sign-up': { status: 201, body: aSignUp({ session: aSession({ signedUp: 2 }) }) },
      'POST /api/volunteer/sessions/s2/sign-up': { status: 201, body: aSignUp({ id: 'u2', session: aSession({ id: 's2', volunteersWanted: 2, signedUp: 2, waiting: 2 }), status: 'waiting', queuePlace: 2 }) },
    });
    const { user } = renderVolunteer();
    await user.click(await screen.findByRole('tab', { name: 'Sessions' }));
    const open = await screen.findByRole('list', { name: 'Open sessions' });
    const [reading, cricket] = within(open).getAllByRole('listitem').filter((item) => item.parentElement === open);
    expect(within(reading).getByRole('heading', { name: 'Reading circle' })).toBeInTheDocument();
    expect(within(reading).getByText('5 December 2030, 4:00 pm to 6:00 pm')).toBeInTheDocument();
    expect(within(reading).getByText('Topkhana Basti centre')).toBeInTheDocument();
    expect(within(reading).getByText('Teaching Hindi')).toBeInTheDocument();
    expect(within(reading).getByText('Places left: 2 of 3')).toBeInTheDocument();
    expect(within(reading).getByText('With children')).toBeInTheDocument();
    expect(within(cricket).getByText('Full. On the waiting list: 1')).toBeInTheDocument();
    expect(within(cricket).queryByText('With children')).toBeNull();
    expect(await screen.findByText('You have not signed up for a session yet.')).toBeInTheDocument();

    await user.click(within(reading).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You have signed up. See you at the session!')).toBeInTheDocument();
    // The card shows the new state at once; the list stays in place.
    expect(within(reading).getByText('You have a place')).toBeInTheDocument();
    expect(within(reading).getByText('Places left: 1 of 3')).toBeInTheDocument();
    await user.click(within(cricket).getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('You are on the waiting list, number 2.')).toBeInTheDocument();
    expect(within(cricket).getByText('On the waiting list, number 2')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/volunteer/sessions/s1/sign-up')).toHaveLength(1);
    // My sessions are read again after each change.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/volunteer/sessions/mine')).toHaveLength(3));
  });

  it('says what is missing for a session with children, with the way to the Child safety tab, and does not offer signing up', async () => {
    fakeApi({
      'GET /api/volunteer/profile': { body: aProfile() },
      [OPEN]: { body: page([anOpenSession({ mayJoin: false, gaps: ['policy', 'verification'] })]) },
      [MINE]: { body: [] },
      'GET /api/safeguarding/me': { body: { policyVersion: 1, policyAcknowledged: false, verification: { status: 'none', verifiedOn: null, expiresOn: null }, gapsToday: ['policy', 'verification'] } },
      'GET /api/safeguarding/policy': { body: { policy: null, acknowledgedAt: null } },
    });
    const { user } = renderVolunteer();
    await user.click(await screen.findByRole('tab', { name: 'Sessions' }));
    expect(await screen.findByText('This session is with children. Before you can sign up:')).toBeInTheDocument();
    expect(screen.getByText('A valid police verification is needed: ask HR to arrange it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Open Child safety' }));
    expect(screen.getByRole('tab', { name: 'Child safety' })).toHaveAttribute('aria-selected', 'true');
  });

  it('cancels a place far ahead at once, and asks for a note close to the start', async () => {
    const fetchMock = fakeApi({
      'GET /api/volunteer/profile': { body: aProfile() },
      [OPEN]: { body: page([anOpenSession({ mine: 'waiting', queuePlace: 3 })]) },
      [MINE]: { body: [aSignUp({ id: 'u2', session: aSession({ id: 's2', title: 'Art on Saturday', day: '2030-12-07' }), cancelNeedsNote: true, checkedInAt: null })] },
      'POST /api/volunteer/sessions/s1/cancel': { status: 201, body: aSignUp({ status: 'cancelled' }) },
      'POST /api/volunteer/sessions/s2/cancel': { status: 201, body: aSignUp({ id: 'u2', session: aSession({ id: 's2' }), status: 'cancelled' }) },
    });
    const { user } = renderVolunteer();
    await user.click(await screen.findByRole('tab', { name: 'Sessions' }));
    const open = await screen.findByRole('list', { name: 'Open sessions' });
    expect(within(open).getByText('On the waiting list, number 3')).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled. Thank you for letting us know.')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/volunteer/sessions/s1/cancel')).toEqual([{}]);

    const mine = screen.getByRole('list', { name: 'My sessions' });
    await user.click(within(mine).getByRole('button', { name: 'Cancel' }));
    const form = within(mine).getByRole('form', { name: 'Cancel my place' });
    expect(within(form).getByText('The session starts in less than 24 hours. Please say in a short note why you cannot come (HR will see it).')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel my place' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please write the short note first.');
    await user.type(within(form).getByLabelText(/Why you cannot come/), 'My exam was moved to that day');
    await user.click(within(form).getByRole('button', { name: 'Cancel my place' }));
    await waitFor(() => expect(sentTo(fetchMock, '/api/volunteer/sessions/s2/cancel')).toEqual([{ note: 'My exam was moved to that day' }]));
  });

  it('reads in Hindi under /hi, the day too, and shows the API’s own refusal', async () => {
    fakeApi({
      'GET /api/volunteer/profile': { body: aProfile() },
      [OPEN]: { body: page([anOpenSession()]) },
      [MINE]: { body: [aSignUp({ checkedInAt: '2030-12-05T10:35:00.000Z' })] },
      'POST /api/volunteer/sessions/s1/sign-up': { status: 400, body: { statusCode: 400, message: 'इस सत्र में बच्चे होंगे: पहले बाल सुरक्षा नीति का मौजूदा संस्करण पढ़कर स्वीकार करें' } },
    });
    const { user } = renderVolunteer('/hi/volunteer-dashboard');
    await user.click(await screen.findByRole('tab', { name: 'सत्र' }));
    const open = await screen.findByRole('list', { name: 'खुले सत्र' });
    expect(within(open).getByText('5 दिसंबर 2030, शाम 4:00 बजे से शाम 6:00 बजे तक')).toBeInTheDocument();
    expect(within(open).getByText('हिंदी पढ़ाना')).toBeInTheDocument();
    expect(within(open).getByText('खाली जगहें: 3 में से 2')).toBeInTheDocument();
    expect(await screen.findByText('शाम 4:05 बजे चेक-इन किया')).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'नाम लिखवाएँ' }));
    expect(await screen.findByText('इस सत्र में बच्चे होंगे: पहले बाल सुरक्षा नीति का मौजूदा संस्करण पढ़कर स्वीकार करें')).toBeInTheDocument();
  });
});
