import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CAMPAIGN_SLUGS, pagesCampaignsText, pagesNotFoundText } from '@society/contracts';
import { loadCampaignCopy } from '../data/campaign-copy';
import { CAMPAIGNS } from '../data/campaigns';
import HINDI from '../data/campaigns.hi';
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

describe('campaign page in Hindi', () => {
  beforeAll(() => Promise.all([pagesCampaignsText.load('hi'), pagesNotFoundText.load('hi'), loadCampaignCopy('hi')]));

  function renderHindi(slug: string) {
    render(
      <MemoryRouter initialEntries={[`/hi/campaigns/${slug}`]}>
        <CampaignPage slug={slug} />
      </MemoryRouter>,
    );
  }

  it('has Hindi copy for every campaign: a story, what we do and how to help', () => {
    expect(Object.keys(HINDI.campaigns).sort()).toEqual([...CAMPAIGN_SLUGS].sort());
    for (const campaign of CAMPAIGNS) {
      const copy = HINDI.campaigns[campaign.slug as keyof typeof HINDI.campaigns];
      expect(copy.story).toHaveLength(campaign.story.length);
      expect(copy.activities).toHaveLength(campaign.activities.length);
      for (const text of [copy.focus, copy.description, copy.ctaLabel, copy.artAlt, copy.howToHelp, ...copy.story, ...copy.activities]) {
        expect(text).toMatch(/[\u0900-\u097F]/);
      }
      for (const { label } of campaign.stats) expect(HINDI.impactLabels[label]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('tells Nayi Udaan in Hindi, keeps its name, and links to the Hindi pages', async () => {
    renderHindi('nayiudaan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nayi Udaan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अभियान के बारे में' })).toBeInTheDocument();
    // A Hindi name is not explained to Hindi readers: the story opens with the story.
    expect(screen.getByText(/^जिन बस्तियों में हम काम करते हैं/)).toBeInTheDocument();
    expect(screen.queryByText(/यानी/)).toBeNull();
    expect(screen.getByRole('link', { name: 'युवाओं की शिक्षा में सहयोग करें' })).toHaveAttribute('href', '/hi/support/donate');
    expect(screen.getByRole('link', { name: 'हमारे अभियान' })).toHaveAttribute('href', '/hi/campaigns');
    expect(screen.getByRole('link', { name: 'स्वयंसेवक बनें' })).toHaveAttribute('href', '/hi/support/volunteer');
    expect(screen.getByRole('link', { name: 'इंटर्नशिप के लिए आवेदन करें' })).toHaveAttribute('href', '/hi/support/internship');
    expect(screen.getByRole('button', { name: 'अभियान साझा करें' })).toBeInTheDocument();
  });

  it('shows the Impact figures with Hindi labels and Our Presence in Hindi', async () => {
    renderHindi('streetanimalcare');
    const impact = await screen.findByRole('region', { name: 'हमारा असर' });
    expect(within(impact).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '500+पशुओं को हर महीने भोजन',
      '12+भोजन केंद्र',
      '100+स्वयंसेवक',
      '300+पशुओं का इलाज',
    ]);
    const presence = screen.getByRole('region', { name: 'हम कहाँ काम करते हैं' });
    expect(within(presence).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['अंबाला कैंट', 'टोपखाना बस्ती (अंबाला)', 'चंडीगढ़', 'पंचकूला']);
  });
});
