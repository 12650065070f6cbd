import { act, render, screen, waitFor } from '@testing-library/react';
import {
  messagesText,
  pagesAboutText,
  pagesCampaignsText,
  pagesHomeText,
  pagesNotFoundText,
  pagesSupportText,
  webkitText,
} from '@society/contracts';
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

describe('public remote in Hindi', () => {
  // A Hindi page waits for its Hindi texts to load: the render is awaited until they have (the campaigns'
  // copy loads on the way). The catalogues are loaded first because useText skips use() once its catalogue
  // has loaded, and React's replay of a component that suspended in use() then fails ("Update hook called
  // on initial render", recovered by a synchronous render but logged).
  const renderHindiAt = (path: string) => act(async () => renderAt(path));
  beforeAll(() =>
    Promise.all([pagesHomeText, pagesAboutText, pagesCampaignsText, pagesSupportText, pagesNotFoundText, messagesText, webkitText].map((catalogue) => catalogue.load('hi'))),
  );

  it("shows the home hero in Hindi under /hi, with 'Sponsor A Child' to the Hindi donate page", async () => {
    await renderHindiAt('/hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'शिक्षा हर बच्चे का मौलिक अधिकार है' })).toBeInTheDocument();
    const sponsorLinks = screen.getAllByRole('link', { name: 'एक बच्चे को प्रायोजित करें' });
    expect(sponsorLinks).toHaveLength(2);
    for (const link of sponsorLinks) expect(link).toHaveAttribute('href', '/hi/support/donate');
    expect(screen.getByText('34+')).toBeInTheDocument();
    expect(screen.getByText('हमसे जुड़े बच्चे')).toBeInTheDocument();
  });

  it('has each campaign page in Hindi under /hi/campaigns', async () => {
    await renderHindiAt('/hi/campaigns/nayiudaan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nayi Udaan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'अभियान के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'युवाओं की शिक्षा में सहयोग करें' })).toHaveAttribute('href', '/hi/support/donate');
  });

  it.each([
    ['/hi/about', 'हमारे बारे में'],
    ['/hi/campaigns', 'हमारे अभियान'],
    ['/hi/campaigns/%20greenearth', 'Dharti Ki Muskaan'],
    ['/hi/support', 'सहयोग करें'],
  ])('has a Hindi page at %s', async (path, title) => {
    await renderHindiAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the not-found page in Hindi for any other path under /hi, with a link to the Hindi home', async () => {
    await renderHindiAt('/hi/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: webkitText.loaded('hi')?.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: webkitText.loaded('hi')?.backHome })).toHaveAttribute('href', '/hi');
    await waitFor(() => expect(document.title).toMatch(/^पेज नहीं मिला/));
  });
});
