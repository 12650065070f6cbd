import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { pagesCampaignsText } from '@society/contracts';
import { ShareCampaign } from './share-campaign';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';

const SHARE_TITLE = 'Check out Nayi Udaan - Test Welfare Society';
const URL = `${window.location.origin}/campaigns/nayiudaan`;

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true });
}

/** Lets the clipboard's promise settle and React render the result, without moving the fake clock. */
const settle = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
  jest.useRealTimers();
});

describe('Share Campaign', () => {
  it("uses the device's own share sheet when there is one, with the campaign's share title and link", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    const user = userEvent.setup();
    render(<ShareCampaign title="Nayi Udaan" path="/campaigns/nayiudaan" />, { wrapper: WithSiteSettings });

    await user.click(screen.getByRole('button', { name: 'Share Campaign' }));

    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: SHARE_TITLE, url: URL }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing more when the visitor closes the share sheet', async () => {
    setNavigator('share', jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    const user = userEvent.setup();
    render(<ShareCampaign title="Nayi Udaan" path="/campaigns/nayiudaan" />, { wrapper: WithSiteSettings });

    await user.click(screen.getByRole('button', { name: 'Share Campaign' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a dialog with the share title and the link when the device cannot share', async () => {
    const user = userEvent.setup();
    render(<ShareCampaign title="Nayi Udaan" path="/campaigns/nayiudaan" />, { wrapper: WithSiteSettings });

    await user.click(screen.getByRole('button', { name: 'Share Campaign' }));

    const dialog = screen.getByRole('dialog', { name: 'Share Campaign' });
    expect(dialog).toHaveTextContent(SHARE_TITLE);
    expect(screen.getByRole('textbox', { name: 'Link to this campaign' })).toHaveValue(URL);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("copies the link and shows 'Copied!' for 1.5 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup: user-event installs its own clipboard stub.
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    render(<ShareCampaign title="Nayi Udaan" path="/campaigns/nayiudaan" />, { wrapper: WithSiteSettings });
    await user.click(screen.getByRole('button', { name: 'Share Campaign' }));

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith(URL);
    await settle();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("shows 'Failed to copy' for 1.5 seconds when the clipboard refuses", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new Error('Write permission denied')) });
    render(<ShareCampaign title="Nayi Udaan" path="/campaigns/nayiudaan" />, { wrapper: WithSiteSettings });
    await user.click(screen.getByRole('button', { name: 'Share Campaign' }));

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    await settle();
    expect(screen.getByRole('button', { name: 'Failed to copy' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('button', { name: 'Failed to copy' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("shows 'Failed to copy' when the browser has no clipboard access at all", async () => {
    const user = userEvent.setup();
    setNavigator('clipboard', undefined);
    render(<ShareCampaign title="Nayi Udaan" path="/campaigns/nayiudaan" />, { wrapper: WithSiteSettings });
    await user.click(screen.getByRole('button', { name: 'Share Campaign' }));

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(screen.getByRole('button', { name: 'Failed to copy' })).toBeInTheDocument();
  });
});

describe('Share Campaign in Hindi', () => {
  it('offers the Hindi page with a Hindi share title, link label and Copy button', async () => {
    await pagesCampaignsText.load('hi');
    const user = userEvent.setup();
    render(
      <WithSiteSettings>
        <MemoryRouter initialEntries={['/hi/campaigns/nayiudaan']}>
          <ShareCampaign title="Nayi Udaan" path="/hi/campaigns/nayiudaan" />
        </MemoryRouter>
      </WithSiteSettings>,
    );

    await user.click(screen.getByRole('button', { name: 'अभियान साझा करें' }));

    const dialog = screen.getByRole('dialog', { name: 'अभियान साझा करें' });
    expect(dialog).toHaveTextContent('Nayi Udaan के बारे में जानिए - Test Welfare Society');
    expect(screen.getByRole('textbox', { name: 'इस अभियान का लिंक' })).toHaveValue(`${window.location.origin}/hi/campaigns/nayiudaan`);
    expect(screen.getByRole('button', { name: 'कॉपी करें' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('या इसे WhatsApp या ईमेल से भेजें।');
  });
});
