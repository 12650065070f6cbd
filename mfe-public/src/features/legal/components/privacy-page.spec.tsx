import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CURRENT_PRIVACY_NOTICE, PRIVACY_NOTICE_VERSIONS } from '@society/contracts';
import { TEST_SITE_SETTINGS, WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { PrivacyPage } from './privacy-page';

function renderAt(path: string) {
  render(
    <WithSiteSettings>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/privacy" element={<PrivacyPage />} />
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
});
