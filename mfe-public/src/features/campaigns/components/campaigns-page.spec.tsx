import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pagesCampaignsText } from '@society/contracts';
import { loadCampaignCopy } from '../data/campaign-copy';
import { CampaignsPage } from './campaigns-page';

describe('Our Campaigns', () => {
  it("shows eleven cards, each with a 'Learn More' link to its campaign page", () => {
    render(
      <MemoryRouter>
        <CampaignsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our Campaigns' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Learn More/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Learn More about Su-Shiksha Pathshala', '/campaigns/susikshapathshala'],
      ['Learn More about Nayi Udaan', '/campaigns/nayiudaan'],
      ['Learn More about Basta – The Daily Pathshala', '/campaigns/basta'],
      ['Learn More about Dharti Ki Muskaan', '/campaigns/greenearth'],
      ['Learn More about Prem Seva', '/campaigns/streetanimalcare'],
      ['Learn More about Jagrukta Abhiyan', '/campaigns/jagruktaabhiyan'],
      ['Learn More about Aao Baat Karein', '/campaigns/aoobatenkarein'],
      ['Learn More about Mehfil-e-Muskaan', '/campaigns/mehfilemuskaan'],
      ['Learn More about Nayi Sambhawnayein', '/campaigns/nayisambhawnayein'],
      ['Learn More about Khush-Haali', '/campaigns/khushhaali'],
      ['Learn More about Nari Shakti', '/campaigns/narishakti'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).slice(0, 11)).toHaveLength(11);
  });
});

describe('Our Campaigns in Hindi', () => {
  it('shows the eleven cards in Hindi, keeping the campaign names, each linking to its Hindi page', async () => {
    await Promise.all([pagesCampaignsText.load('hi'), loadCampaignCopy('hi')]);
    render(
      <MemoryRouter initialEntries={['/hi/campaigns']}>
        <CampaignsPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे अभियान' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^और जानें/ });
    expect(links).toHaveLength(11);
    expect([links[1].textContent, links[1].getAttribute('href')]).toEqual(['और जानें: Nayi Udaan', '/hi/campaigns/nayiudaan']);
    expect(screen.getByText('बच्चे की पढ़ाई प्रायोजित करें')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'एक बच्चे को प्रायोजित करें' })).toHaveAttribute('href', '/hi/support/donate');
    expect(screen.getByRole('link', { name: 'स्वयंसेवक बनें' })).toHaveAttribute('href', '/hi/support/volunteer');
  });
});
