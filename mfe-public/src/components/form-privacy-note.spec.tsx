import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  CURRENT_PRIVACY_NOTICE,
  formsApplicationText,
  formsContactText,
  formsDonateText,
  formsInternshipText,
  formsKitText,
  formsVolunteerText,
  type Catalogue,
  type Messages,
} from '@society/contracts';
import { TEST_SITE_SETTINGS, WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { FormPrivacyNote } from './form-privacy-note';

const CATALOGUES: Catalogue<Messages>[] = [formsKitText, formsApplicationText, formsContactText, formsVolunteerText, formsInternshipText, formsDonateText];

/** The names of a message's placeholders ('{email}', '{count, plural, …}'), sorted. */
const placeholders = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe("the forms' Hindi", () => {
  beforeAll(() => Promise.all(CATALOGUES.map((catalogue) => catalogue.load('hi'))));

  it.each(CATALOGUES.map((catalogue) => [catalogue.namespace, catalogue] as const))('%s: every message has its Hindi, with the same placeholders', (_name, catalogue) => {
    const hi = catalogue.loaded('hi') as Messages;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const [key, english] of Object.entries(catalogue.en)) {
      expect([key, placeholders(hi[key])]).toEqual([key, placeholders(english)]);
      expect([key, hi[key].trim()]).not.toEqual([key, '']);
    }
  });

  it("translates the privacy notice's short lines of the current version (a new version needs them translated: hi/forms-kit.ts)", () => {
    expect(formsKitText.loaded('hi')?.noticeVersion).toBe(String(CURRENT_PRIVACY_NOTICE.version));
  });
});

describe('FormPrivacyNote in Hindi', () => {
  beforeAll(() => formsKitText.load('hi'));

  function renderNote(settings = TEST_SITE_SETTINGS) {
    render(
      <WithSiteSettings settings={settings}>
        <MemoryRouter initialEntries={['/hi/your-data']}>
          <FormPrivacyNote form="dataRequest" />
        </MemoryRouter>
      </WithSiteSettings>,
    );
  }

  it('itemises the notice in Hindi, with the addresses where the language puts them and the policy in Hindi', async () => {
    renderNote();
    expect(await screen.findByText('हम कौन-सी जानकारी लेते हैं:')).toBeInTheDocument();
    expect(screen.getByText('कितने समय तक:').nextElementSibling).toHaveTextContent('अनुरोध बंद होने के 3 साल बाद तक, फिर मिटा दिया जाता है।');
    expect(screen.getByText('शिकायत के लिए:').nextElementSibling).toHaveTextContent(
      'पहले grievance@society.test पर लिखें, फिर ज़रूरत हो तो भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) को।',
    );
    expect(screen.getByRole('link', { name: 'grievance@society.test' })).toHaveAttribute('href', 'mailto:grievance@society.test');
    expect(screen.getByRole('link', { name: 'पूरी गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy');
  });

  it('asks to write to the society when it has no address set', async () => {
    renderNote({ ...TEST_SITE_SETTINGS, contacts: { ...TEST_SITE_SETTINGS.contacts, email: '', grievanceEmail: '' } });
    expect(await screen.findByText('सहमति वापस लेने के लिए:')).toBeInTheDocument();
    expect(screen.getByText('सहमति वापस लेने के लिए:').nextElementSibling).toHaveTextContent('हमें लिखें।');
  });
});
