import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frameText } from '@society/contracts';
import { renderAt } from '../../../testing/render-at';
import { LanguageSwitch } from './language-switch';
import { DocumentLanguage, RememberedLanguage } from './page-language';
import { TopStrip } from './top-strip';

function clearCookie() {
  document.cookie = 'lang=; Max-Age=0; Path=/';
}

beforeEach(clearCookie);
afterAll(clearCookie);

describe('language switch', () => {
  it('on an English page links the same page in Hindi, keeping the query, and says so in Hindi', () => {
    renderAt(<LanguageSwitch />, { path: '/gallery?page=2' });
    const link = screen.getByRole('link', { name: 'हिंदी' });
    expect(link).toHaveAttribute('href', '/hi/gallery?page=2');
    expect(link).toHaveAttribute('lang', 'hi-IN');
  });

  it('on a Hindi page links the English one', () => {
    renderAt(<LanguageSwitch />, { path: '/hi/support/donate?amount=500' });
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/support/donate?amount=500');
    expect(link).toHaveAttribute('lang', 'en-IN');
  });

  it('goes from the home page to /hi and back', () => {
    renderAt(<LanguageSwitch />, { path: '/' });
    expect(screen.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('href', '/hi');
  });

  it('remembers the choice in the lang cookie when clicked, and goes there', async () => {
    const user = userEvent.setup();
    const cookie = jest.spyOn(document, 'cookie', 'set');
    const { router } = renderAt(<LanguageSwitch />, { path: '/about?x=1' });
    await user.click(screen.getByRole('link', { name: 'हिंदी' }));
    expect(cookie).toHaveBeenCalledWith('lang=hi; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(document.cookie).toContain('lang=hi');
    expect(router.state.location.pathname).toBe('/hi/about');
    expect(router.state.location.search).toBe('?x=1');

    await user.click(screen.getByRole('link', { name: 'English' }));
    expect(document.cookie).toContain('lang=en');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('is not offered on the English-only staff dashboards', () => {
    renderAt(<LanguageSwitch />, { path: '/admin-dashboard' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("takes a teacher between the team dashboard's English and Hindi, the screen kept", () => {
    renderAt(<LanguageSwitch />, { path: '/member-dashboard/register/b1/2026-12-02' });
    expect(screen.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('href', '/hi/member-dashboard/register/b1/2026-12-02');
  });

  it('sits in the header strip, on Hindi pages too', async () => {
    await frameText.load('hi');
    renderAt(<TopStrip />, { path: '/hi/contact' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'हम तक पहुँचें' })).toBeInTheDocument();
  });
});

describe('the remembered language', () => {
  it('takes a visitor who chose Hindi from the bare home page to /hi', async () => {
    document.cookie = 'lang=hi; Path=/';
    const { router } = renderAt(<RememberedLanguage />, { path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does nothing on a first visit (no cookie)', async () => {
    const { router } = renderAt(<RememberedLanguage />, { path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(router.state.location.pathname).toBe('/');
  });

  it('does nothing when English was chosen', async () => {
    document.cookie = 'lang=en; Path=/';
    const { router } = renderAt(<RememberedLanguage />, { path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(router.state.location.pathname).toBe('/');
  });

  it('never for another page', async () => {
    document.cookie = 'lang=hi; Path=/';
    const { router } = renderAt(<RememberedLanguage />, { path: '/about' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('nor when the visitor later comes to the home page within the site', async () => {
    document.cookie = 'lang=hi; Path=/';
    const { router } = renderAt(<RememberedLanguage />, { path: '/about' });
    await act(() => router.navigate('/'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('<html lang>', () => {
  it('follows the page between the languages', async () => {
    const { router } = renderAt(<DocumentLanguage />, { path: '/about' });
    expect(document.documentElement.lang).toBe('en-IN');
    await act(() => router.navigate('/hi/about'));
    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'));
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en-IN'));
  });
});
