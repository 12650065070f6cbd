import { screen, waitFor } from '@testing-library/react';
import { mockFetch, mockNetworkFailure } from '@society/web-kit/src/testing/mock-fetch';
import { renderAt } from '../../../testing/render-at';
import { frameText } from '@society/contracts';
import { SiteFooter } from './site-footer';

function visitorCount(): string | null | undefined {
  return screen.getByText('Total Visitors').parentElement?.querySelector('strong')?.textContent;
}

/** Renders the footer with a visitor count of 1 and waits for it to show. */
async function renderFooter() {
  mockFetch(() => ({ body: { count: 1 } }));
  renderAt(<SiteFooter />);
  await waitFor(() => expect(visitorCount()).toBe('1'));
}

describe('footer', () => {
  it('counts the visit and shows Total Visitors in Indian number format', async () => {
    const fetchMock = mockFetch(() => ({ body: { count: 1234567 } }));
    renderAt(<SiteFooter />);
    await waitFor(() => expect(visitorCount()).toBe('12,34,567'));
    expect(fetchMock).toHaveBeenCalledWith('/api/public/increment-visitor', expect.objectContaining({ method: 'POST' }));
  });

  it('keeps the counter at 0 and only logs when the count cannot be updated', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockNetworkFailure();
    renderAt(<SiteFooter />);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('The visitor count could not be updated.', expect.anything()));
    expect(visitorCount()).toBe('0');
  });

  it('has the quick and support links, with Sponsor a Child going to /support', async () => {
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Sponsor a Child' })).toHaveAttribute('href', '/support');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Our Campaigns', '/campaigns'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
      ['Donate', '/support/donate'],
      ['Volunteer', '/support/volunteer'],
      ['Internships', '/support/internship'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens the chat in a new tab with a prefilled question about the programs', async () => {
    await renderFooter();
    const chat = screen.getByRole('link', { name: /Chat with us/ });
    expect(chat).toHaveAttribute('target', '_blank');
    const href = new URL(chat.getAttribute('href') ?? '');
    expect(href.hostname).toBe('wa.me');
    expect(href.searchParams.get('text')).toMatch(/know more about your programs/);
  });

  it('links the Privacy Policy and the Terms of Use', async () => {
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  });

  it('shows the copyright with the current year', async () => {
    await renderFooter();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
    expect(screen.getByText(/Website by/)).toBeInTheDocument();
  });

  it('on a Hindi page speaks Hindi, links the Hindi pages and asks the chat question in Hindi', async () => {
    await frameText.load('hi');
    mockFetch(() => ({ body: { count: 1234567 } }));
    renderAt(<SiteFooter />, { path: '/hi/about' });
    await waitFor(() => expect(screen.getByText('कुल विज़िटर').parentElement?.querySelector('strong')?.textContent).toBe('12,34,567'));
    for (const heading of ['उपयोगी लिंक', 'सहयोग करें', 'संपर्क करें']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    for (const [name, href] of [
      ['हमारे बारे में', '/hi/about'],
      ['हमारे अभियान', '/hi/campaigns'],
      ['गैलरी', '/hi/gallery'],
      ['संपर्क', '/hi/contact'],
      ['दान करें', '/hi/support/donate'],
      ['स्वयंसेवक बनें', '/hi/support/volunteer'],
      ['इंटर्नशिप', '/hi/support/internship'],
      ['एक बच्चे की पढ़ाई का ज़िम्मा लें', '/hi/support'],
      ['गोपनीयता नीति', '/hi/privacy'],
      ['आपका डेटा', '/hi/your-data'],
      ['उपयोग की शर्तें', '/hi/terms'],
      ['हम तक पहुँचें', 'https://maps.example.org/office'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByText(`© ${new Date().getFullYear()} Test Welfare Society. सर्वाधिकार सुरक्षित।`)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: /हमसे बात करें/ });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toMatch(/कार्यक्रमों के बारे में/);
    expect(screen.getByRole('link', { name: 'Instagram (नए टैब में खुलेगा)' })).toBeInTheDocument();
  });
});
