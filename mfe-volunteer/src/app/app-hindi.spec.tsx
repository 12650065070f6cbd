import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { messagesText, safeguardingText, sessionsText, volunteerPortalText, webkitText } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { aCertificate, aLeaveRequest, aProfile, fakeApi, renderVolunteer } from '../testing/render-volunteer';
import { VolunteerApp } from './app';

const PROFILE = 'GET /api/volunteer/profile';
const HINDI = '/hi/volunteer-dashboard';

beforeAll(() => Promise.all([volunteerPortalText.load('hi'), webkitText.load('hi'), messagesText.load('hi'), sessionsText.load('hi'), safeguardingText.load('hi')]));

describe('volunteer dashboard in Hindi (/hi/volunteer-dashboard)', () => {
  it('shows the record in Hindi, with days in Hindi, and asks for a correction in Hindi', async () => {
    const fetchMock = fakeApi({ [PROFILE]: { body: aProfile() }, 'POST /api/volunteer/profile/correction': { status: 201, body: { message: 'धन्यवाद। HR आपका संदेश देखेगा।' } } });
    const { user } = renderVolunteer(HINDI);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा स्वयंसेवक डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.org से लॉग इन हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    for (const tab of ['मेरी जानकारी', 'सत्र', 'घंटे', 'छुट्टी', 'प्रमाणपत्र', 'बाल सुरक्षा', 'संस्था छोड़ना']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();

    expect(await screen.findByText('Su-Shiksha Pathshala')).toBeInTheDocument();
    expect(screen.getByText('जुड़ने की तारीख़')).toBeInTheDocument();
    expect(screen.getByText('5 जनवरी 2026')).toBeInTheDocument();
    expect(screen.getByText('15 अगस्त 2001')).toBeInTheDocument();
    expect(screen.getByText('हफ़्ते में 10 घंटे')).toBeInTheDocument();
    expect(screen.getByText('महिला')).toBeInTheDocument();
    expect(screen.getByText('शामिल')).toBeInTheDocument();
    expect(screen.getByText('पढ़ाना')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'सुधार का अनुरोध करें' }));
    const dialog = screen.getByRole('dialog', { name: 'सुधार का अनुरोध करें' });
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'HR को भेजें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('कृपया बताएँ कि क्या ठीक करना है।');
    await user.type(within(dialog).getByLabelText(/HR को क्या ठीक करना चाहिए/), 'मेरा फ़ोन नंबर बदल गया है');
    await user.click(within(dialog).getByRole('button', { name: 'HR को भेजें' }));
    expect(await screen.findByText('धन्यवाद। HR आपका संदेश देखेगा।')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/volunteer/profile/correction');
    expect(JSON.parse(sent?.[1].body)).toEqual({ message: 'मेरा फ़ोन नंबर बदल गया है' });
  });

  it('asks for leave in Hindi and shows requests with Hindi states and days', async () => {
    fakeApi({
      [PROFILE]: { body: aProfile() },
      'GET /api/volunteer/leave-requests': { body: [aLeaveRequest({ _id: 'l0', status: 'approved', hrReply: 'शुभकामनाएँ!', type: 'family' }), aLeaveRequest()] },
    });
    const { user } = renderVolunteer(HINDI);
    await user.click(await screen.findByRole('tab', { name: 'छुट्टी' }));
    expect(await screen.findByText('शुभकामनाएँ!')).toBeInTheDocument();
    expect(screen.getByText('स्वीकृत')).toBeInTheDocument();
    expect(screen.getByText('विचाराधीन')).toBeInTheDocument();
    expect(screen.getByText('पारिवारिक कारण: 1 दिसंबर 2026 से 3 दिसंबर 2026 तक')).toBeInTheDocument();
    expect(screen.getAllByText('20 नवंबर 2026 को अनुरोध किया')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'अनुरोध रद्द करें' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'छुट्टी का अनुरोध करें' });
    await user.click(within(form).getByRole('button', { name: 'छुट्टी का अनुरोध करें' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('कृपया छुट्टी का प्रकार, दोनों तारीख़ें और कारण भरें।');
    expect(within(within(form).getByLabelText('छुट्टी का प्रकार')).getByRole('option', { name: 'परीक्षा' })).toHaveValue('exams');
    expect(within(form).getByLabelText('पहला दिन')).toBeInTheDocument();
    expect(within(form).getByLabelText('आख़िरी दिन')).toBeInTheDocument();
    expect(within(form).getByLabelText('कारण')).toBeInTheDocument();
  });

  it('lists certificates in Hindi, the check page in Hindi', async () => {
    fakeApi({
      [PROFILE]: { body: aProfile() },
      'GET /api/volunteer/certificates': { body: [aCertificate(), aCertificate({ _id: 'c2', type: 'internship', code: 'AAAA-BBBB-CCCC', status: 'revoked', revokedAt: '2026-11-10T06:00:00.000Z' })] },
    });
    const { user } = renderVolunteer(HINDI);
    await user.click(await screen.findByRole('tab', { name: 'प्रमाणपत्र' }));
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('स्वयंसेवा प्रमाणपत्र');
    expect(items[0]).toHaveTextContent('Tutor, 5 जनवरी 2026 से 31 अक्टूबर 2026 तक');
    expect(items[0]).toHaveTextContent('कोड 7KQ2-M9XD-4TRB · 1 नवंबर 2026 को जारी');
    expect(within(items[0]).getByRole('link', { name: 'जाँच पेज' })).toHaveAttribute('href', '/hi/verify/7KQ2-M9XD-4TRB');
    expect(within(items[0]).getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('इंटर्नशिप पूरी करने का प्रमाणपत्र');
    expect(items[1]).toHaveTextContent('रद्द किया गया');
    expect(items[1]).toHaveTextContent('10 नवंबर 2026 को रद्द');
  });

  it('sends an exit request in Hindi', async () => {
    let exits: unknown[] = [];
    fakeApi({
      [PROFILE]: { body: aProfile() },
      'GET /api/volunteer/exit-requests': () => ({ body: exits }),
      'POST /api/volunteer/exit-requests': (init) => {
        exits = [{ _id: 'e1', ...JSON.parse(String(init.body)), status: 'pending', hrReply: '', createdAt: '2026-11-20T09:00:00.000Z', decidedAt: null }];
        return { status: 201, body: exits[0] };
      },
    });
    const { user } = renderVolunteer(HINDI);
    await user.click(await screen.findByRole('tab', { name: 'संस्था छोड़ना' }));
    const form = await screen.findByRole('form', { name: 'HR को बताएँ कि आप संस्था छोड़ रहे हैं' });
    await user.click(within(form).getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('कृपया काम का आख़िरी दिन और कारण भरें।');
    await user.type(within(form).getByLabelText('काम का आख़िरी दिन'), '2099-01-31');
    await user.type(within(form).getByLabelText('कारण'), 'पुणे जा रही हूँ');
    await user.click(within(form).getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(await screen.findByText('आपका संस्था छोड़ने का अनुरोध HR के पास है। HR ईमेल से जवाब देगा।')).toBeInTheDocument();
    expect(screen.getByText('काम का आख़िरी दिन: 31 जनवरी 2099')).toBeInTheDocument();
    expect(screen.getByText('20 नवंबर 2026 को भेजा')).toBeInTheDocument();
  });

  it('shows a failed load in Hindi', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderVolunteer(HINDI);
    expect(await screen.findByText('नेटवर्क में गड़बड़ी है। कृपया अपना इंटरनेट कनेक्शन जाँचें।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('keeps its own paths in Hindi: an unknown one goes back to the Hindi dashboard', async () => {
    fakeApi({ [PROFILE]: { body: aProfile() } });
    renderVolunteer(`${HINDI}/nothing-here`);
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा स्वयंसेवक डैशबोर्ड' })).toBeInTheDocument();
    expect(await screen.findByText('Su-Shiksha Pathshala')).toBeInTheDocument();
  });

  it('sends anyone but a volunteer to the Hindi login', async () => {
    fakeApi({});
    useSession.getState().login({ _id: 'h1', email: 'hr@example.org', role: 'hr' }, 'jwt');
    render(
      <MemoryRouter initialEntries={[HINDI]}>
        <Routes>
          <Route path="/hi/volunteer-dashboard/*" element={<VolunteerApp />} />
          <Route path="/hi/login" element={<p>at /hi/login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('at /hi/login')).toBeInTheDocument();
  });
});
