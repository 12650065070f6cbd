import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { ApiError } from '../api/api-error';
import { useDeleteRow, type DeleteRowOptions } from './use-delete-row';

interface Row {
  id: string;
  name: string;
}

function Rows({ rows, ...options }: { rows: Row[] } & Omit<DeleteRowOptions<Row>, 'idOf' | 'what'>) {
  const { deletingId, deleteRow } = useDeleteRow({ ...options, idOf: (row) => row.id, what: 'The row' });
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.id}>
          <button type="button" disabled={deletingId === row.id} onClick={() => void deleteRow(row)}>
            Delete {row.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

const ASHA = { id: 'r1', name: 'Asha' };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('useDeleteRow', () => {
  it('asks first and does nothing when the answer is no', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const remove = jest.fn(() => Promise.resolve());
    render(<Rows rows={[ASHA]} remove={remove} onRemoved={jest.fn()} confirm="Delete this row?" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    expect(window.confirm).toHaveBeenCalledWith('Delete this row?');
    expect(remove).not.toHaveBeenCalled();
  });

  it('is busy while the call runs, then takes the row away with its toast', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    let finish: () => void = () => undefined;
    const onRemoved = jest.fn();
    const success = jest.spyOn(toast, 'success');
    render(<Rows rows={[ASHA]} remove={() => new Promise<void>((resolve) => (finish = resolve))} onRemoved={onRemoved} confirm="Sure?" success="Deleted." />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    expect(screen.getByRole('button', { name: 'Delete Asha' })).toBeDisabled();
    finish();
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(ASHA));
    expect(success).toHaveBeenCalledWith('Deleted.', expect.anything());
    expect(screen.getByRole('button', { name: 'Delete Asha' })).toBeEnabled();
  });

  it('counts a 404 as gone, and says a failure as the screen asks', async () => {
    const onRemoved = jest.fn();
    const error = jest.spyOn(toast, 'error');
    const refusal = new ApiError(409, 'You cannot delete your own account.', 'You cannot delete your own account.');
    const remove = jest.fn<Promise<void>, [Row]>().mockRejectedValueOnce(new ApiError(404, 'Not found')).mockRejectedValueOnce(refusal);
    render(<Rows rows={[ASHA]} remove={remove} onRemoved={onRemoved} failure={(failure) => (failure === refusal ? refusal.serverMessage : undefined)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Asha' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('You cannot delete your own account.', expect.anything()));
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });
});
