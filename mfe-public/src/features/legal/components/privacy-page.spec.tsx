import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CURRENT_PRIVACY_NOTICE, PRIVACY_NOTICE_VERSIONS, legalPrivacyText, privacyNoticeText } from '@society/contracts';
import { TEST_SITE_SETTINGS, WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { PrivacyPage } from './privacy-page';

function renderAt(path: string) {
  render(
    <WithSiteSettings>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/hi/privacy" element={<PrivacyPage />} />
        </Routes>
      </MemoryRouter>
    </WithSiteSettings>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('PrivacyPage', () => {
  it('states the response period the society publishes (its configuration), not a fixed one', () => {
    render(
      <WithSiteSettings settings={{ ...TEST_SITE_SETTINGS, dataRequests: { responseDays: 45 } }}>
        <MemoryRouter initialEntries={['/privacy']}>
          <PrivacyPage />
        </MemoryRouter>
      </WithSiteSettings>,
    );
    expect(screen.getByText((_, element) => element?.tagName === 'P' && /We will reply within 45 days\.$/.test(element.textContent ?? ''))).toBeInTheDocument();
  });


  it('states the current notice of each form, and lists every version so the one accepted can be read again', async () => {
    const user = userEvent.setup();
    renderAt('/privacy');
    expect(screen.getByText(`Version ${CURRENT_PRIVACY_NOTICE.version}, in force from 26 November 2026.`, { exact: false })).toBeInTheDocument();
    expect(within(card('Donation receipt request')).getByText(CURRENT_PRIVACY_NOTICE.forms.donation.keep)).toBeInTheDocument();

    const versions = within(screen.getByRole('region', { name: 'Earlier versions' })).getAllByRole('link');
    expect(versions.map((link) => link.textContent)).toEqual(['Version 3, 26 November 2026', 'Version 2, 26 November 2026', 'Version 1, 1 November 2026']);
    expect(versions[0]).toHaveAttribute('aria-current', 'page');
    // The "Your data" form came with version 3: its notice is here now, and not in the versions before.
    expect(within(card('Your data request')).getByText(CURRENT_PRIVACY_NOTICE.forms.dataRequest.keep)).toBeInTheDocument();

    await user.click(versions[2]);
    const past = PRIVACY_NOTICE_VERSIONS.find((notice) => notice.version === 1);
    expect(screen.getByRole('note')).toHaveTextContent('You are reading version 1 of these notices, in force from 1 November 2026. The current version is version 3.');
    expect(screen.queryByRole('article', { name: 'Your data request' })).not.toBeInTheDocument();
    expect(within(card('Donation receipt request')).getByText(past?.forms.donation?.keep ?? '')).toBeInTheDocument();
  });

  it('names the society as "The society" while the Site tab has no name yet', () => {
    render(
      <WithSiteSettings settings={{ ...TEST_SITE_SETTINGS, identity: { ...TEST_SITE_SETTINGS.identity, name: '' } }}>
        <MemoryRouter initialEntries={['/privacy']}>
          <PrivacyPage />
        </MemoryRouter>
      </WithSiteSettings>,
    );
    expect(screen.getByText((_, element) => element?.tagName === 'P' && /^The society, a registered non-profit society, decides/.test(element.textContent ?? ''))).toBeInTheDocument();
  });

  it('shows the current notice for a version it does not know', () => {
    renderAt('/privacy?version=99');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(within(card('Contact form')).getByText(CURRENT_PRIVACY_NOTICE.forms.contact.keep)).toBeInTheDocument();
  });

  describe('in Hindi (/hi/privacy)', () => {
    beforeAll(() => Promise.all([legalPrivacyText.load('hi'), privacyNoticeText.load('hi')]));

    it('states the whole notice in Hindi: headings, each form’s notice, rights and whom to write to, with links that stay in Hindi', () => {
      renderAt('/hi/privacy');
      expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
      expect(screen.getByText('अंतिम अपडेट: नवंबर 2026')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'हर फ़ॉर्म क्या जानकारी लेता है' })).toBeInTheDocument();
      expect(screen.getByText(/^संस्करण 3, 26 नवंबर 2026 से लागू।/)).toBeInTheDocument();

      // A full form notice, every item of it.
      const donation = card('दान की रसीद का अनुरोध');
      for (const [term, text] of [
        ['हम क्या माँगते हैं', 'आपका नाम, ईमेल पता, राशि, भुगतान का तरीक़ा, लेन-देन (UTR) नंबर या नकद भुगतान करने वाले व्यक्ति का नाम, और यदि आप जोड़ना चाहें तो आपका डाक पता, PAN और भुगतान का स्क्रीनशॉट।'],
        ['क्यों', 'आपके दान का मिलान हमारे बैंक रिकॉर्ड से करने, धारा 80G के तहत कर कटौती के लिए आपको रसीद भेजने, और एक पंजीकृत धर्मार्थ संस्था के लिए कानून द्वारा अपेक्षित हिसाब-किताब रखने के लिए।'],
        ['इसे कौन देखता है', 'संस्था के वे प्रशासक जो हिसाब-किताब रखते हैं। भुगतान के स्क्रीनशॉट निजी रूप से सुरक्षित रखे जाते हैं और वेबसाइट पर कभी नहीं दिखाए जाते।'],
        ['हम इसे कितने समय तक रखते हैं', 'दान के रिकॉर्ड: 8 साल, क्योंकि भारत के कर कानून के अनुसार हिसाब-किताब की बहियाँ इतने समय तक रखनी होती हैं। भुगतान का स्क्रीनशॉट: आपकी रसीद जारी होने के 90 दिन बाद तक। आपको भेजे गए ईमेल की प्रतियाँ: 180 दिन।'],
      ]) {
        expect(within(donation).getByText(term).nextElementSibling).toHaveTextContent(text);
      }
      expect(within(donation).getByRole('link')).toHaveAttribute('href', '/hi/support/donate');
      expect(card('"आपका डेटा" अनुरोध')).toBeInTheDocument();

      const rights = screen.getByRole('region', { name: 'आपके अधिकार और किसे लिखें' });
      expect(within(rights).getAllByRole('listitem')).toHaveLength(5);
      expect(within(rights).getByRole('link', { name: 'आपका डेटा' })).toHaveAttribute('href', '/hi/your-data');
      expect(
        within(rights).getByText((_, element) => element?.tagName === 'P' && element.textContent === 'आप हमारे शिकायत अधिकारी (Asha Verma) को grievance@society.test पर भी लिख सकते हैं। हो सके तो उसी ईमेल पते से लिखें जो आपने फ़ॉर्म में दिया था, और बताएँ कि आपने कौन-सा फ़ॉर्म और लगभग कब भेजा था। हम 30 दिनों के भीतर उत्तर देंगे।'),
      ).toBeInTheDocument();
      expect(within(rights).getByRole('link', { name: 'उपयोग की शर्तें' })).toHaveAttribute('href', '/hi/terms');
    });

    it('lists every version in Hindi and shows a past one again, in Hindi', async () => {
      const user = userEvent.setup();
      renderAt('/hi/privacy');
      const versions = within(screen.getByRole('region', { name: 'पिछले संस्करण' })).getAllByRole('link');
      expect(versions.map((link) => link.textContent)).toEqual(['संस्करण 3, 26 नवंबर 2026', 'संस्करण 2, 26 नवंबर 2026', 'संस्करण 1, 1 नवंबर 2026']);
      expect(versions[2]).toHaveAttribute('href', '/hi/privacy?version=1#forms');
      expect(versions[0].parentElement).toHaveTextContent(/^संस्करण 3, 26 नवंबर 2026 \(वर्तमान\): "आपका डेटा" पेज जोड़ा गया/);

      await user.click(versions[2]);
      expect(screen.getByRole('note')).toHaveTextContent('आप इन सूचनाओं का संस्करण 1 पढ़ रहे हैं, जो 1 नवंबर 2026 से लागू हुआ था। वर्तमान सूचनाएँ संस्करण 3 में हैं।');
      expect(within(card('दान की रसीद का अनुरोध')).getByText('हम इसे कितने समय तक रखते हैं').nextElementSibling).toHaveTextContent(
        'दान वाले वित्तीय वर्ष की समाप्ति से 8 साल तक, क्योंकि भारत के कर कानून के अनुसार हिसाब-किताब की बहियाँ इतने समय तक रखनी होती हैं।',
      );
    });
  });
});
