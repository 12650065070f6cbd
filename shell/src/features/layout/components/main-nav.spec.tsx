import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../testing/render-at';
import { TEST_SITE_SETTINGS } from '@society/web-kit/src/testing/site-settings';
import { frameText } from '@society/contracts';
import { MainNav } from './main-nav';

describe('main navigation', () => {
  it('lists the links of the spec and the Donate button', () => {
    renderAt(<MainNav />, { path: '/gallery' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Our Campaigns', 'Gallery', 'Support Us', 'About Us', 'Publications', 'Contact']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: /Donate/ })).toHaveAttribute('href', '/support/donate');
    expect(within(nav).getByRole('link', { name: `${TEST_SITE_SETTINGS.identity.shortName} ${TEST_SITE_SETTINGS.identity.tagline}` })).toHaveAttribute('href', '/');
  });

  it('the Menu button opens and closes the menu', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('is-open');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a link closes the menu and goes there', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<MainNav />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    expect(router.state.location.pathname).toBe('/gallery');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open menu', async () => {
    const user = userEvent.setup();
    renderAt(<MainNav />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a Hindi page speaks Hindi and its links go to the Hindi pages', async () => {
    await frameText.load('hi');
    const user = userEvent.setup();
    const { router } = renderAt(<MainNav />, { path: '/hi/gallery' });
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    for (const [label, href] of [
      ['होम', '/hi'],
      ['हमारे अभियान', '/hi/campaigns'],
      ['गैलरी', '/hi/gallery'],
      ['सहयोग करें', '/hi/support'],
      ['हमारे बारे में', '/hi/about'],
      ['प्रकाशन', '/hi/publications'],
      ['संपर्क', '/hi/contact'],
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'गैलरी' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'होम' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /दान करें/ })).toHaveAttribute('href', '/hi/support/donate');
    expect(within(nav).getByRole('link', { name: `${TEST_SITE_SETTINGS.identity.shortName} ${TEST_SITE_SETTINGS.identity.tagline}` })).toHaveAttribute('href', '/hi');

    await user.click(screen.getByRole('button', { name: 'मेन्यू' }));
    await user.click(screen.getByRole('link', { name: 'हमारे बारे में' }));
    expect(router.state.location.pathname).toBe('/hi/about');
  });
});
