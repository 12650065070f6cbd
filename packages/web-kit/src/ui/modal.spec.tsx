import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { webkitText } from '@society/contracts';
import { ErrorView } from './error-view';
import { Modal } from './modal';
import { Spinner } from './spinner';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Read More
      </button>
      <Modal open={open} title="Annual Report 2024" onClose={() => setOpen(false)} footer={<button type="button">Save</button>}>
        <input aria-label="Note" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    const dialog = screen.getByRole('dialog', { name: 'Annual Report 2024' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Read More' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on a Hindi page names its close button, and the kit its spinner and retry button, in Hindi', async () => {
    await webkitText.load('hi');
    render(
      <MemoryRouter initialEntries={['/hi/gallery']}>
        <Modal open title="वार्षिक रिपोर्ट" onClose={() => undefined}>
          <p>text</p>
        </Modal>
        <Spinner />
        <ErrorView message="गड़बड़ी" onRetry={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
