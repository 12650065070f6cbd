import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { localizedField, localizedLines, type PublicSiteSettings } from '@society/contracts';
import { TEST_SITE_SETTINGS, WithSiteSettings } from '../testing/site-settings';
import { pageTitle } from './page-head';
import { useSiteSettings, useSocietyName } from './site-settings';

/** What the header, footer, contact page and home band read from the settings. */
function Shown() {
  const settings = useSiteSettings();
  const name = useSocietyName();
  if (!settings) return null;
  return (
    <div>
      <h1>{name}</h1>
      <p data-testid="short">{settings.identity.shortName}</p>
      <p data-testid="tagline">{settings.identity.tagline}</p>
      <p data-testid="title">{pageTitle('Contact', settings)}</p>
      <address>
        {settings.contacts.addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <ul>
        {settings.home.statistics.map(({ value, label }) => (
          <li key={value}>{`${value} ${label}`}</li>
        ))}
      </ul>
    </div>
  );
}

const BILINGUAL: PublicSiteSettings = {
  ...TEST_SITE_SETTINGS,
  identity: { ...TEST_SITE_SETTINGS.identity, nameHi: 'टेस्ट वेलफेयर सोसाइटी', shortNameHi: 'टेस्ट सोसाइटी', taglineHi: 'शिक्षा · आजीविका · सम्मान' },
  contacts: { ...TEST_SITE_SETTINGS.contacts, addressLinesHi: ['12 स्टेशन रोड', 'अंबाला छावनी, हरियाणा 133001'] },
  home: {
    ...TEST_SITE_SETTINGS.home,
    statistics: [
      { value: '34+', label: 'Children Sponsored', labelHi: 'प्रायोजित बच्चे' },
      { value: '900+', label: 'Children Associated', labelHi: '' },
      { value: '20+', label: 'Active Sponsors' },
    ],
  },
};

function renderAt(path: string, settings: PublicSiteSettings) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WithSiteSettings settings={settings}>
        <Shown />
      </WithSiteSettings>
    </MemoryRouter>,
  );
}

describe('site settings in the page language', () => {
  it('shows the English on an English page, whatever Hindi is set', () => {
    renderAt('/contact', BILINGUAL);
    expect(screen.getByRole('heading', { level: 1, name: 'Test Welfare Society' })).toBeInTheDocument();
    expect(screen.getByTestId('short')).toHaveTextContent('Test Society');
    expect(screen.getByTestId('tagline')).toHaveTextContent('Education · Livelihood · Dignity');
    expect(screen.getByText('12 Station Road')).toBeInTheDocument();
    expect(screen.getByText('34+ Children Sponsored')).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('Contact | Test Welfare Society');
  });

  it('shows the Hindi name, short name, tagline, address and statistics on a Hindi page, and the English where a Hindi text is blank', () => {
    renderAt('/hi/contact', BILINGUAL);
    expect(screen.getByRole('heading', { level: 1, name: 'टेस्ट वेलफेयर सोसाइटी' })).toBeInTheDocument();
    expect(screen.getByTestId('short')).toHaveTextContent('टेस्ट सोसाइटी');
    expect(screen.getByTestId('tagline')).toHaveTextContent('शिक्षा · आजीविका · सम्मान');
    expect(screen.getByTestId('title')).toHaveTextContent('Contact | टेस्ट वेलफेयर सोसाइटी');
    expect(screen.getByText('12 स्टेशन रोड')).toBeInTheDocument();
    expect(screen.getByText('अंबाला छावनी, हरियाणा 133001')).toBeInTheDocument();
    expect(screen.getByText('34+ प्रायोजित बच्चे')).toBeInTheDocument();
    // Left blank (or never set): the English one.
    expect(screen.getByText('900+ Children Associated')).toBeInTheDocument();
    expect(screen.getByText('20+ Active Sponsors')).toBeInTheDocument();
  });

  it('falls back to the English on a Hindi page of a society that has set no Hindi (or only blanks)', () => {
    const blank: PublicSiteSettings = {
      ...TEST_SITE_SETTINGS,
      identity: { ...TEST_SITE_SETTINGS.identity, nameHi: '', taglineHi: '   ' },
      contacts: { ...TEST_SITE_SETTINGS.contacts, addressLinesHi: ['', ' '] },
    };
    for (const settings of [TEST_SITE_SETTINGS, blank]) {
      const { unmount } = renderAt('/hi', settings);
      expect(screen.getByRole('heading', { level: 1, name: 'Test Welfare Society' })).toBeInTheDocument();
      expect(screen.getByTestId('tagline')).toHaveTextContent('Education · Livelihood · Dignity');
      expect(screen.getByText('12 Station Road')).toBeInTheDocument();
      expect(screen.getByText('34+ Children Sponsored')).toBeInTheDocument();
      unmount();
    }
  });
});

describe('localizedField and localizedLines', () => {
  const item = { title: 'Annual day', titleHi: 'वार्षिक उत्सव', description: 'On stage', descriptionHi: ' ' };

  it('answer the Hindi on a Hindi page when it is set, else the English', () => {
    expect(localizedField(item, 'title', 'hi')).toBe('वार्षिक उत्सव');
    expect(localizedField(item, 'title', 'en')).toBe('Annual day');
    expect(localizedField(item, 'description', 'hi')).toBe('On stage');
    expect(localizedField({ position: 'Secretary' }, 'position', 'hi')).toBe('Secretary');
    expect(localizedLines({ addressLines: ['7 Bazaar'], addressLinesHi: ['', '7 बाज़ार'] }, 'addressLines', 'hi')).toEqual(['7 बाज़ार']);
    expect(localizedLines({ addressLines: ['7 Bazaar'], addressLinesHi: [' '] }, 'addressLines', 'hi')).toEqual(['7 Bazaar']);
    expect(localizedLines({ addressLines: ['7 Bazaar'], addressLinesHi: ['7 बाज़ार'] }, 'addressLines', 'en')).toEqual(['7 Bazaar']);
  });
});
