import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '@society/web-kit/src/testing/mock-fetch';
import { renderAt } from '../testing/render-at';
import { RootLayout } from './root-layout';

afterEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('the frame of every page', () => {
  it('in English: skip link, <html lang="en-IN">, the switch to Hindi', async () => {
    mockFetch((url) => ({ body: url.endsWith('increment-visitor') ? { count: 1 } : [] }));
    renderAt(<RootLayout />, { path: '/about' });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'हिंदी' })).toHaveAttribute('href', '/hi/about');
    await waitFor(() => expect(document.documentElement.lang).toBe('en-IN'));
  });

  it('in Hindi: skip link in Hindi, <html lang="hi-IN">, the switch to English', async () => {
    mockFetch((url) => ({ body: url.endsWith('increment-visitor') ? { count: 1 } : [] }));
    await act(async () => {
      renderAt(<RootLayout />, { path: '/hi/about' });
    });
    expect(await screen.findByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'));
  });

  it('takes a returning visitor who chose Hindi from / to /hi', async () => {
    document.cookie = 'lang=hi; Path=/';
    mockFetch((url) => ({ body: url.endsWith('increment-visitor') ? { count: 1 } : [] }));
    const { router } = renderAt(<RootLayout />, { path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi'));
    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'));
  });
});
