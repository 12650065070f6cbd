import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pagesHomeText } from '@society/contracts';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { HomePage } from './home-page';

function renderHome(path = '/') {
  render(
    <WithSiteSettings>
      <MemoryRouter initialEntries={[path]}>
        <HomePage />
      </MemoryRouter>
    </WithSiteSettings>,
  );
}

describe('home page', () => {
  it("links the four campaign cards to their campaigns with 'Learn More'", () => {
    renderHome();
    const cards = screen.getByRole('region', { name: 'How We Help' });
    const links = within(cards).getAllByRole('link', { name: /^Learn More/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Learn More about Kids Education', '/campaigns/susikshapathshala'],
      ['Learn More about Support Homeless', '/campaigns/jagruktaabhiyan'],
      ['Learn More about Sponsor A Child', '/campaigns/nayiudaan'],
      ['Learn More about Skill Development', '/campaigns/nayisambhawnayein'],
    ]);
  });

  it("puts 'Education to Change The World' beside a carousel of four pictures, showing the first until it starts", () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Education to Change The World' });
    expect(within(section).getByRole('link', { name: 'Sponsor A Child' })).toHaveAttribute('href', '/support/donate');
    const carousel = within(section).getByRole('region', { name: 'Pictures of our work' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(4);
    for (const slide of slides) expect(within(slide).getByRole('img')).toHaveAccessibleName(/\w/);
  });

  it('offers both social pages in a new tab, and a message while their posts are not shown', () => {
    renderHome();
    const updates = screen.getByRole('region', { name: 'Latest Updates' });
    for (const name of [/Follow us on Facebook/, /Follow us on Instagram/]) {
      const link = within(updates).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(updates).getByText('Our latest Facebook posts will appear here.')).toBeInTheDocument();
    // The embeds load only when scrolled near; nothing is fetched from the networks before that.
    expect(updates.querySelector('iframe')).toBeNull();
  });

  it("has the quote and 'Explore Our Publications'", () => {
    renderHome();
    expect(screen.getByRole('blockquote')).toHaveTextContent('Education is the most powerful weapon');
    expect(screen.getByRole('link', { name: 'Explore Our Publications' })).toHaveAttribute('href', '/publications');
  });
});

describe('home page in Hindi', () => {
  beforeAll(() => pagesHomeText.load('hi'));

  it('says the hero, the sections and the quote in Hindi, with links to the Hindi pages', async () => {
    renderHome('/hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'शिक्षा हर बच्चे का मौलिक अधिकार है' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'एक बच्चे को प्रायोजित करें' })) expect(link).toHaveAttribute('href', '/hi/support/donate');
    expect(screen.getByRole('link', { name: 'हमारे अभियान देखें' })).toHaveAttribute('href', '/hi/campaigns');
    expect(screen.getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/hi/about');

    const cards = screen.getByRole('region', { name: 'हम कैसे मदद करते हैं' });
    const links = within(cards).getAllByRole('link', { name: /^और जानें/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['और जानें: बच्चों की शिक्षा', '/hi/campaigns/susikshapathshala'],
      ['और जानें: बेघरों का सहारा', '/hi/campaigns/jagruktaabhiyan'],
      ['और जानें: एक बच्चे को प्रायोजित करें', '/hi/campaigns/nayiudaan'],
      ['और जानें: कौशल विकास', '/hi/campaigns/nayisambhawnayein'],
    ]);
    expect(within(cards).getByRole('link', { name: 'सभी ग्यारह अभियान देखें' })).toHaveAttribute('href', '/hi/campaigns');

    const section = screen.getByRole('region', { name: 'शिक्षा से बदलेगी दुनिया' });
    const carousel = within(section).getByRole('region', { name: 'हमारे काम की तस्वीरें' });
    expect(within(carousel).getByRole('group', { name: '4 में से 1' })).toBeInTheDocument();
    expect(within(carousel).getByRole('img', { name: /पेड़ के नीचे चटाई पर बैठे तीन बच्चे/ })).toBeInTheDocument();

    const updates = screen.getByRole('region', { name: 'ताज़ा ख़बरें' });
    expect(within(updates).getByRole('link', { name: /Facebook पर हमसे जुड़ें/ })).toHaveAttribute('target', '_blank');
    expect(within(updates).getByText('हमारी ताज़ा Facebook पोस्ट यहाँ दिखाई देंगी।')).toBeInTheDocument();

    expect(screen.getByRole('blockquote')).toHaveTextContent('शिक्षा सबसे शक्तिशाली हथियार है');
    expect(screen.getByRole('link', { name: 'हमारे प्रकाशन देखें' })).toHaveAttribute('href', '/hi/publications');
  });

  it('labels the figures in Hindi and keeps their numbers in digits', async () => {
    renderHome('/hi');
    const stats = await screen.findByRole('region', { name: 'आँकड़ों में हमारा काम' });
    expect(within(stats).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['34+प्रायोजित बच्चे', '900+हमसे जुड़े बच्चे', '20+सक्रिय प्रायोजक']);
  });
});
