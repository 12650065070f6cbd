import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CAMPAIGN_SLUGS } from '@society/contracts';
import { CAMPAIGNS } from '../data/campaigns';
import { CampaignPage } from './campaign-page';

function renderCampaign(slug: string) {
  render(
    <MemoryRouter>
      <CampaignPage slug={slug} />
    </MemoryRouter>,
  );
}

// SPEC §2's labels, and ours for the three it leaves open (Basta, Dharti Ki Muskaan, Prem Seva).
const CTA_LABELS: Record<string, string> = {
  narishakti: 'Support Women Empowerment',
  susikshapathshala: 'Sponsor A Child',
  nayiudaan: 'Support Youth Education',
  khushhaali: 'Support Healthcare Initiatives',
  mehfilemuskaan: 'Support Arts & Culture',
  jagruktaabhiyan: 'Support Our Campaign',
  aoobatenkarein: 'Support Mental Health',
  nayisambhawnayein: 'Support Our Initiative',
  basta: 'Support The Daily Pathshala',
  greenearth: 'Support Green Earth',
  streetanimalcare: 'Support Animal Care',
};

describe('campaign page', () => {
  it('has content for every campaign route, and no campaign without a route', () => {
    expect(CAMPAIGNS.map((campaign) => campaign.slug).sort()).toEqual([...CAMPAIGN_SLUGS].sort());
  });

  it.each(Object.entries(CTA_LABELS))('%s: the call to action reads %p and goes to /support/donate', (slug, label) => {
    renderCampaign(slug);
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '/support/donate');
  });

  it('shows the title, the four places of Our Presence and a Share Campaign button', () => {
    renderCampaign('narishakti');
    expect(screen.getByRole('heading', { level: 1, name: 'Nari Shakti' })).toBeInTheDocument();
    const presence = screen.getByRole('region', { name: 'Our Presence' });
    expect(within(presence).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ambala Cantt',
      'Topkhana Basti (Ambala)',
      'Chandigarh',
      'Panchkula',
    ]);
    expect(screen.getByRole('button', { name: 'Share Campaign' })).toBeInTheDocument();
  });

  it.each([
    ['narishakti', ['1000+ Women empowered', '800+ Children educated', '500+ Patients helped']],
    ['streetanimalcare', ['500+ Animals fed monthly', '12+ Feeding points', '100+ Volunteers', '300+ Medical aids']],
    ['greenearth', ['1000+ Trees', '10+ Green zones', '200+ Volunteers', '10+ School programmes']],
    ['basta', ['30 Children enrolled', '100+ Teaching hours', '6+ Skills', '100% Attendance']],
  ])('%s: the Impact panel shows the figures of SPEC §9', (slug, figures) => {
    renderCampaign(slug);
    const impact = screen.getByRole('region', { name: 'Impact' });
    expect(within(impact).getAllByRole('listitem').map((item) => item.textContent?.replace(/(\S)([A-Z])/, '$1 $2'))).toEqual(
      figures,
    );
  });

  it('shows the not-found page for an unknown campaign', () => {
    renderCampaign('nosuchcampaign');
    expect(screen.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
  });
});
