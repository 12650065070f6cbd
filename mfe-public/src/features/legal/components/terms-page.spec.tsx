import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { legalTermsText } from '@society/contracts';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { TermsPage } from './terms-page';

function renderAt(path: string) {
  render(
    <WithSiteSettings>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/hi/terms" element={<TermsPage />} />
        </Routes>
      </MemoryRouter>
    </WithSiteSettings>,
  );
}

describe('TermsPage', () => {
  it('states the terms in English at /terms', () => {
    renderAt('/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText('Last updated November 2026')).toBeInTheDocument();
    expect(screen.getByText('These terms apply to everyone who uses the website of Test Welfare Society. By using it you accept them; if you do not, please do not use the site.')).toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Volunteer and internship applications' });
    expect(within(applications).getByText((_, element) => element?.tagName === 'LI' && element.textContent === 'The terms shown on the volunteer and internship pages apply to those who join us.')).toBeInTheDocument();
    expect(within(applications).getByRole('link', { name: 'volunteer' })).toHaveAttribute('href', '/support/volunteer');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(document.title).toContain('Terms of Use');
  });

  it('states the same terms in Hindi at /hi/terms, with links that stay in Hindi', async () => {
    await legalTermsText.load('hi');
    renderAt('/hi/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'उपयोग की शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('अंतिम अपडेट: नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByText('ये शर्तें Test Welfare Society की वेबसाइट का उपयोग करने वाले हर व्यक्ति पर लागू होती हैं। वेबसाइट का उपयोग करके आप इन्हें स्वीकार करते हैं; यदि आप इन्हें स्वीकार नहीं करते, तो कृपया इस साइट का उपयोग न करें।')).toBeInTheDocument();

    // A whole section, every item of it.
    const donations = screen.getByRole('region', { name: 'दान और रसीदें' });
    expect(within(donations).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'दान स्वैच्छिक है और संस्था के धर्मार्थ कार्यों में लगाया जाता है।',
      'आपके दान का मिलान अपने बैंक रिकॉर्ड से करने के बाद हम रसीद भेजते हैं, इसलिए कृपया सही लेन-देन (UTR) नंबर और ऐसा ईमेल पता दें जिसे आप देखते हों।',
      'धारा 80G के तहत कर लाभ संस्था के पंजीकरण और लागू कानून पर निर्भर करते हैं; कृपया अपनी स्थिति किसी कर सलाहकार से जाँच लें।',
      'यदि आपने ग़लती से दान किया है या दो बार भुगतान कर दिया है, तो जितनी जल्दी हो सके हमें लिखें। हम इसकी जाँच करेंगे, लेकिन पैसा लौटाना संस्था के विवेक पर निर्भर है और कानून के अधीन है।',
    ]);
    const applications = screen.getByRole('region', { name: 'स्वयंसेवक और इंटर्नशिप आवेदन' });
    expect(within(applications).getByRole('link', { name: 'स्वयंसेवक' })).toHaveAttribute('href', '/hi/support/volunteer');
    expect(within(applications).getByRole('link', { name: 'इंटर्नशिप' })).toHaveAttribute('href', '/hi/support/internship');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy');
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'इन शर्तों के बारे में प्रश्न: hello@society.test।')).toBeInTheDocument();
    expect(document.title).toContain('उपयोग की शर्तें');
  });
});
