import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { messagesText, pagesAboutText } from '@society/contracts';
import { mockFetch } from '@society/web-kit/src/testing/mock-fetch';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { AboutPage } from './about-page';

function renderAbout(path: string) {
  mockFetch(() => ({ body: [] }));
  render(
    <WithSiteSettings>
      <MemoryRouter initialEntries={[path]}>
        <AboutPage />
      </MemoryRouter>
    </WithSiteSettings>,
  );
}

describe('About Us', () => {
  it('has the four sections of SPEC §2 and the ways to help', async () => {
    renderAbout('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).slice(0, 4)).toEqual(['Who We Are', 'Our Vision', 'Aim', 'Motive']);
    expect(screen.getByRole('link', { name: 'Sponsor A Child' })).toHaveAttribute('href', '/support/donate');
    expect(await screen.findByText('Our team will be introduced here soon.')).toBeInTheDocument();
  });

  it('is all in Hindi under /hi/about, with links to the Hindi pages', async () => {
    await Promise.all([pagesAboutText.load('hi'), messagesText.load('hi')]);
    renderAbout('/hi/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'हम कौन हैं',
      'हमारा सपना',
      'लक्ष्य',
      'उद्देश्य',
      'हमारी मुख्य टीम से मिलिए',
      'बदलाव का हिस्सा बनिए',
    ]);
    expect(screen.getByRole('img', { name: /पतंग उड़ाते तीन बच्चे/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'एक बच्चे को प्रायोजित करें' })).toHaveAttribute('href', '/hi/support/donate');
    expect(screen.getByRole('link', { name: 'सहयोग के तरीक़े' })).toHaveAttribute('href', '/hi/support');
    expect(await screen.findByText('हमारी टीम का परिचय जल्द ही यहाँ दिया जाएगा।')).toBeInTheDocument();
    expect(document.title).toMatch(/^हमारे बारे में/);
  });
});
