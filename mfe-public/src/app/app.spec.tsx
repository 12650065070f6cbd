import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { PublicApp } from './app';

function renderAt(path: string) {
  render(
    <WithSiteSettings>
      <MemoryRouter initialEntries={[path]}>
        <PublicApp />
      </MemoryRouter>
    </WithSiteSettings>,
  );
}

describe('public remote', () => {
  it("shows the home hero with 'Sponsor A Child' to the donate page", () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Education is a Fundamental Right' })).toBeInTheDocument();
    // SPEC §2: one in the hero, one beside 'Education to Change The World'.
    const sponsorLinks = screen.getAllByRole('link', { name: 'Sponsor A Child' });
    expect(sponsorLinks).toHaveLength(2);
    for (const link of sponsorLinks) expect(link).toHaveAttribute('href', '/support/donate');
  });

  it('shows the fixed statistics of the home page', () => {
    renderAt('/');
    expect(screen.getByText('34+')).toBeInTheDocument();
    expect(screen.getByText('Children Associated')).toBeInTheDocument();
    expect(screen.getByText('Active Sponsors')).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Us'],
    ['/campaigns/nayiudaan', 'Nayi Udaan'],
    ['/campaigns/%20greenearth', 'Dharti Ki Muskaan'],
    ['/support/donate', 'Donate'],
  ])('has a page at %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the not-found page for any other path', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
