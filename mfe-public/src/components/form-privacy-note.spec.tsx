import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { formsKitText, privacyNoticeText } from '@society/contracts';
import { TEST_SITE_SETTINGS, WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { FormPrivacyNote } from './form-privacy-note';

// Every catalogue's keys and placeholders in both languages: packages/web-kit/src/i18n/catalogues.spec.ts.
describe('FormPrivacyNote in Hindi', () => {
  beforeAll(() => Promise.all([formsKitText.load('hi'), privacyNoticeText.load('hi')]));

  function renderNote(settings = TEST_SITE_SETTINGS) {
    render(
      <WithSiteSettings settings={settings}>
        <MemoryRouter initialEntries={['/hi/your-data']}>
          <FormPrivacyNote form="dataRequest" />
        </MemoryRouter>
      </WithSiteSettings>,
    );
  }

  it("itemises the notice in Hindi (the privacy notice's own short lines), with the addresses where the language puts them and the policy in Hindi", async () => {
    renderNote();
    expect(await screen.findByText('हम कौन-सी जानकारी लेते हैं:')).toBeInTheDocument();
    expect(screen.getByText('कितने समय तक:').nextElementSibling).toHaveTextContent('अनुरोध बंद होने के 3 साल बाद तक, फिर हटा दिया जाता है।');
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
