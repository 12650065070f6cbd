import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { VOLUNTEER_MESSAGES, type CertificateVerification } from '@society/contracts';
import { mockFetch } from '@society/web-kit/src/testing/mock-fetch';
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

function page(code: string) {
  return (
    <MemoryRouter initialEntries={[`/verify/${code}`]}>
      <Routes>
        <Route path="verify/:code" element={<VerifyPage />} />
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
});
