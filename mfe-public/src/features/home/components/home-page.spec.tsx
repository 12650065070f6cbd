import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { HomePage } from './home-page';

function renderHome() {
  render(
    <WithSiteSettings>
      <MemoryRouter>
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
