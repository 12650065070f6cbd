import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { VOLUNTEER_MESSAGES, legalVerifyText, messagesText, type CertificateVerification } from '@society/contracts';
import { mockFetch, mockNetworkFailure } from '@society/web-kit/src/testing/mock-fetch';
import { PageMetaCollector, type PageMeta } from '../../../components/page-meta';
import { PAGE_PATHS } from '../../../server';
import { VerifyPage } from './verify-page';

const VALID: CertificateVerification = {
  code: '7KQ2-M9XD-4TRB',
  holderName: 'Rohan Mehta',
  type: 'internship',
  role: 'Content writing intern',
  from: '2026-01-05',
  to: '2026-04-04',
  issuedAt: '2026-04-05T06:00:00.000Z',
  status: 'valid',
  revokedAt: null,
};

function page(code: string, prefix = '') {
  return (
    <MemoryRouter initialEntries={[`${prefix}/verify/${code}`]}>
      <Routes>
        <Route path="verify/:code" element={<VerifyPage />} />
        <Route path="hi/verify/:code" element={<VerifyPage />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('certificate check page (/verify/:code)', () => {
  it('asks the API about the code and says the certificate is valid, with what it says', async () => {
    const fetchMock = mockFetch(() => ({ body: VALID }));
    render(page('7KQ2-M9XD-4TRB'));
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeInTheDocument();
    for (const text of ['Rohan Mehta', 'Internship completion', 'Content writing intern', '5 January 2026 to 4 April 2026', '5 April 2026']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls[0][0]).toBe('/api/public/certificates/7KQ2-M9XD-4TRB');
  });

  it('says a revoked certificate is revoked, with the date', async () => {
    mockFetch(() => ({ body: { ...VALID, status: 'revoked', revokedAt: '2026-05-02T06:00:00.000Z' } }));
    render(page('7KQ2-M9XD-4TRB'));
    expect(await screen.findByRole('heading', { name: 'Revoked certificate' })).toBeInTheDocument();
    expect(screen.getByText(/revoked this certificate on 2 May 2026/)).toBeInTheDocument();
  });

  it('says so for an unknown code', async () => {
    mockFetch(() => ({ status: 404, body: { statusCode: 404, message: VOLUNTEER_MESSAGES.unknownCode } }));
    render(page('ZZZZ-ZZZZ-ZZZZ'));
    expect(await screen.findByRole('heading', { name: 'No certificate has this code' })).toBeInTheDocument();
  });

  it('renders on the server as a placeholder, asks not to be indexed, and is left out of the sitemap', () => {
    const meta: PageMeta = { title: '', description: '', image: '' };
    const html = renderToString(<PageMetaCollector.Provider value={meta}>{page('7KQ2-M9XD-4TRB')}</PageMetaCollector.Provider>);
    expect(html).toContain('verify__placeholder');
    expect(html).toContain('7KQ2-M9XD-4TRB');
    expect(meta).toMatchObject({ noindex: true });
    expect(PAGE_PATHS.some((path) => path.startsWith('/verify'))).toBe(false);
  });

  describe('in Hindi (/hi/verify/<code>)', () => {
    beforeAll(() => Promise.all([legalVerifyText.load('hi'), messagesText.load('hi')]));
    const renderHindi = (code: string) => act(async () => void render(page(code, '/hi')));

    it('says the certificate is valid, with what it says, in Hindi', async () => {
      mockFetch(() => ({ body: VALID }));
      await renderHindi('7KQ2-M9XD-4TRB');
      expect(screen.getByRole('heading', { level: 1, name: 'प्रमाणपत्र की जाँच करें' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'मान्य प्रमाणपत्र' })).toBeInTheDocument();
      expect(screen.getByText('7KQ2-M9XD-4TRB').parentElement).toHaveTextContent('कोड 7KQ2-M9XD-4TRB');
      for (const [term, text] of [
        ['किसे जारी किया गया', 'Rohan Mehta'],
        ['प्रमाणपत्र', 'इंटर्नशिप पूर्णता'],
        ['भूमिका', 'Content writing intern'],
        ['अवधि', '5 जनवरी 2026 से 4 अप्रैल 2026 तक'],
        ['जारी करने की तारीख़', '5 अप्रैल 2026'],
      ]) {
        expect(screen.getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(text);
      }
      expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
      expect(document.title).toContain('प्रमाणपत्र की जाँच करें');
    });

    it('says a revoked certificate is revoked, with the date, in Hindi', async () => {
      mockFetch(() => ({ body: { ...VALID, status: 'revoked', revokedAt: '2026-05-02T06:00:00.000Z' } }));
      await renderHindi('7KQ2-M9XD-4TRB');
      expect(await screen.findByRole('heading', { name: 'रद्द किया गया प्रमाणपत्र' })).toBeInTheDocument();
      expect(screen.getByText('संस्था ने यह प्रमाणपत्र 2 मई 2026 को रद्द कर दिया है। अब यह मान्य नहीं है।')).toBeInTheDocument();
    });

    it('says so for an unknown code, in Hindi', async () => {
      mockFetch(() => ({ status: 404, body: { statusCode: 404, message: VOLUNTEER_MESSAGES.unknownCode } }));
      await renderHindi('ZZZZ-ZZZZ-ZZZZ');
      expect(await screen.findByRole('heading', { name: 'इस कोड का कोई प्रमाणपत्र नहीं है' })).toBeInTheDocument();
      expect(screen.getByText('प्रमाणपत्र पर छपा कोड एक-एक अक्षर मिलाकर जाँचें। जो प्रमाणपत्र हमने जारी नहीं किया, उसकी यहाँ कोई प्रविष्टि नहीं होती।')).toBeInTheDocument();
    });

    it('says a failed check in Hindi and offers to try again', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      mockNetworkFailure();
      await renderHindi('7KQ2-M9XD-4TRB');
      expect(await screen.findByRole('heading', { name: 'जाँच नहीं हो सकी' })).toBeInTheDocument();
      expect(screen.getByText('नेटवर्क में गड़बड़ी है। कृपया अपना इंटरनेट कनेक्शन जाँचें।')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    });
  });
});
