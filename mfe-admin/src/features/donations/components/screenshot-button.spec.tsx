import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@society/web-kit';
import { ScreenshotButton } from './screenshot-button';

/** fetch answering the screenshot call only when the test says so. */
function pendingScreenshot() {
  let answer: () => void = () => undefined;
  const reply = {
    ok: true,
    status: 200,
    headers: { get: () => null },
    blob: async () => new Blob(['png bytes'], { type: 'image/png' }),
  } as unknown as Response;
  globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = () => resolve(reply)))) as unknown as typeof fetch;
  return () => act(async () => answer());
}

beforeEach(() => useSession.getState().login({ _id: 'admin-1', email: 'admin@society.local', role: 'admin' }, 'test-token'));

describe('screenshot button', () => {
  it('shows the screenshot from an object URL and releases it when the admin leaves', async () => {
    const send = pendingScreenshot();
    const createUrl = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:screenshot');
    const revokeUrl = jest.spyOn(URL, 'revokeObjectURL');
    const { unmount } = render(<ScreenshotButton donationId="d1" donorName="Asha" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'View screenshot from Asha' }));
    await send();
    expect(screen.getByRole('img', { name: 'Payment screenshot sent by Asha' })).toHaveAttribute('src', 'blob:screenshot');
    expect(createUrl).toHaveBeenCalledTimes(1);

    unmount();
    expect(revokeUrl).toHaveBeenCalledWith('blob:screenshot');
  });

  it('keeps no copy of a screenshot that arrives after the admin left', async () => {
    const send = pendingScreenshot();
    const createUrl = jest.spyOn(URL, 'createObjectURL');
    const { unmount } = render(<ScreenshotButton donationId="d1" donorName="Asha" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'View screenshot from Asha' }));
    expect(screen.getByRole('button', { name: 'View screenshot from Asha' })).toHaveTextContent('Opening...');

    unmount();
    await send();
    expect(createUrl).not.toHaveBeenCalled();
  });
});
