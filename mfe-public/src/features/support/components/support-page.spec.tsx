import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pagesSupportText } from '@society/contracts';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { SupportPage } from './support-page';

function renderSupport(path: string) {
  render(
    <WithSiteSettings>
      <MemoryRouter initialEntries={[path]}>
        <SupportPage />
      </MemoryRouter>
    </WithSiteSettings>,
  );
}

describe('Support Us', () => {
  it('has the three cards with the buttons of SPEC §2', () => {
    renderSupport('/support');
    expect(screen.getByRole('heading', { level: 1, name: 'Support Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/support/donate');
    expect(screen.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/support/volunteer');
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/support/internship');
    expect(screen.getByRole('link', { name: 'Read our publications' })).toHaveAttribute('href', '/publications');
  });

  it('is in Hindi under /hi/support, and its buttons lead to the Hindi forms', async () => {
    await pagesSupportText.load('hi');
    renderSupport('/hi/support');
    expect(screen.getByRole('heading', { level: 1, name: 'सहयोग करें' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['दान करें', 'स्वयंसेवक बनें', 'इंटर्नशिप', 'देखिए, आपके सहयोग से क्या होता है']);
    expect(screen.getByRole('link', { name: 'अभी दान करें' })).toHaveAttribute('href', '/hi/support/donate');
    expect(screen.getByRole('link', { name: 'हमसे जुड़ें' })).toHaveAttribute('href', '/hi/support/volunteer');
    expect(screen.getByRole('link', { name: 'अभी आवेदन करें' })).toHaveAttribute('href', '/hi/support/internship');
    expect(screen.getByRole('link', { name: 'हमारे प्रकाशन पढ़ें' })).toHaveAttribute('href', '/hi/publications');
    expect(screen.getByText(/धारा 80G के तहत आयकर में कटौती/)).toBeInTheDocument();
    expect(document.title).toMatch(/^सहयोग करें/);
  });
});
