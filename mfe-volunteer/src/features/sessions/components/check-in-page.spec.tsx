import { screen } from '@testing-library/react';
import { messagesText, sessionsApiText, sessionsText, volunteerPortalText, webkitText } from '@society/contracts';
import { fakeApi, renderVolunteer } from '../../../testing/render-volunteer';
import { aSignUp } from '../../../testing/sessions';

const CHECK_IN = 'POST /api/volunteer/sessions/s1/check-in';
const CHECK_OUT = 'POST /api/volunteer/sessions/s1/check-out';
const bodies = (fetchMock: jest.Mock, url: string) => fetchMock.mock.calls.filter(([called]) => called === url).map(([, init]) => JSON.parse(init.body));

beforeAll(() => Promise.all([sessionsText.load('hi'), sessionsApiText.load('hi'), volunteerPortalText.load('hi'), webkitText.load('hi'), messagesText.load('hi')]));

describe('the check-in page a session’s QR code opens', () => {
  it('checks in at once with the code, says so in big letters with the time, and checks out', async () => {
    const fetchMock = fakeApi({
      [CHECK_IN]: { status: 201, body: aSignUp({ checkedInAt: '2030-12-05T10:35:00.000Z' }) },
      [CHECK_OUT]: { status: 201, body: aSignUp({ checkedInAt: '2030-12-05T10:35:00.000Z', checkedOutAt: '2030-12-05T12:31:00.000Z', checkedOutBy: 'code' }) },
    });
    const { user } = renderVolunteer('/volunteer-dashboard/check-in/s1?code=K7Q2M9');
    expect(await screen.findByText('Checked in')).toHaveClass('vol-checkin__big');
    expect(screen.getByText('At 4:05 pm. Check out here when you leave.')).toBeInTheDocument();
    expect(screen.getByText('Reading circle')).toBeInTheDocument();
    expect(bodies(fetchMock, '/api/volunteer/sessions/s1/check-in')).toEqual([{ code: 'K7Q2M9' }]);
    // Nothing else is asked for first: the page is for a phone at the door.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/volunteer/sessions/s1/check-in']);

    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('Checked out')).toHaveClass('vol-checkin__big');
    expect(screen.getByText('At 6:01 pm. Thank you for your time today!')).toBeInTheDocument();
    expect(bodies(fetchMock, '/api/volunteer/sessions/s1/check-out')).toEqual([{ code: 'K7Q2M9' }]);
  });

  it('shows the API’s words when the code has expired, and offers trying again', async () => {
    fakeApi({ [CHECK_IN]: { status: 400, body: { statusCode: 400, message: 'This code has expired: it changes every few minutes. Scan the code shown at the session now' } } });
    renderVolunteer('/volunteer-dashboard/check-in/s1?code=OLD');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired: it changes every few minutes. Scan the code shown at the session now');
    expect(screen.getByText('Not checked in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });

  it('in Hindi under /hi: checked in again (the link opened twice), it shows the first time and checks out', async () => {
    const fetchMock = fakeApi({
      [CHECK_IN]: { status: 201, body: aSignUp({ checkedInAt: '2030-12-05T10:35:00.000Z' }) },
      [CHECK_OUT]: { status: 201, body: aSignUp({ checkedInAt: '2030-12-05T10:35:00.000Z', checkedOutAt: '2030-12-05T12:31:00.000Z', checkedOutBy: 'code' }) },
    });
    const { user } = renderVolunteer('/hi/volunteer-dashboard/check-in/s1?code=K7Q2M9');
    expect(await screen.findByText('चेक-इन हो गया')).toHaveClass('vol-checkin__big');
    await user.click(screen.getByRole('button', { name: 'चेक-आउट करें' }));
    expect(await screen.findByText('चेक-आउट हो गया')).toHaveClass('vol-checkin__big');
    expect(screen.getByText('समय: शाम 6:01 बजे। आज अपना समय देने के लिए धन्यवाद!')).toBeInTheDocument();
    expect(bodies(fetchMock, '/api/volunteer/sessions/s1/check-out')).toEqual([{ code: 'K7Q2M9' }]);
    expect(screen.getByRole('link', { name: /पोर्टल/ })).toHaveAttribute('href', '/hi/volunteer-dashboard');
  });

  it('without a code in the link, says to scan again and calls nothing', async () => {
    const fetchMock = fakeApi({});
    renderVolunteer('/volunteer-dashboard/check-in/s1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no check-in code. Scan the code shown at the session again.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
