import { useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './field';
import { FormDialog } from './form-dialog';

function NoteDialog({ save, onClose = jest.fn() }: { save: (note: string) => Promise<void>; onClose?: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await save(note);
    } catch {
      setFailure({ message: 'The note could not be saved.', detail: 'Note too long' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog
      title="Add a note"
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save note"
      busyLabel="Saving..."
      busy={busy}
      canSubmit={note !== ''}
      failure={failure}
    >
      {(formId) => <Field id={`${formId}-note`} label="Note">{(control) => <input {...control} value={note} onChange={(event) => setNote(event.target.value)} />}</Field>}
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('keeps submit off until the form can be sent, then submits it from Enter in a box', async () => {
    const save = jest.fn(() => Promise.resolve());
    render(<NoteDialog save={save} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a note' });
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Note'), 'Called the donor{Enter}');
    expect(save).toHaveBeenCalledWith('Called the donor');
    expect(dialog).toBeInTheDocument();
  });

  it('is busy while it saves and shows the failure with the server’s reason', async () => {
    let fail: (error: Error) => void = () => undefined;
    render(<NoteDialog save={() => new Promise<void>((_, reject) => (fail = reject))} />);
    await userEvent.type(screen.getByLabelText('Note'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    fail(new Error('413'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The note could not be saved.Note too long');
    expect(screen.getByRole('button', { name: 'Save note' })).toBeEnabled();
  });

  it('closes from Cancel', async () => {
    const onClose = jest.fn();
    render(<NoteDialog save={jest.fn()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
