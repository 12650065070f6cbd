import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoad } from './use-load';

function Names({ fetcher }: { fetcher: () => Promise<string[]> }) {
  const { state, reload, update } = useLoad(fetcher);
  return (
    <>
      {state.status === 'loading' ? <p>Loading</p> : null}
      {state.status === 'failed' ? <p>Failed: {String(state.error)}</p> : null}
      {state.status === 'loaded' ? <p>Names: {state.data.join(', ')}</p> : null}
      <button type="button" onClick={reload}>
        Retry
      </button>
      <button type="button" onClick={() => update((names) => [...names, 'Meena'])}>
        Add
      </button>
    </>
  );
}

describe('useLoad', () => {
  it('shows loading, then what came, and changes it in place', async () => {
    const user = userEvent.setup();
    render(<Names fetcher={() => Promise.resolve(['Asha'])} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Names: Asha')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Names: Asha, Meena')).toBeInTheDocument();
  });

  it('says it failed, and Retry asks again', async () => {
    const user = userEvent.setup();
    const fetcher = jest.fn<Promise<string[]>, []>().mockRejectedValueOnce('offline').mockResolvedValueOnce(['Ravi']);
    render(<Names fetcher={fetcher} />);
    expect(await screen.findByText('Failed: offline')).toBeInTheDocument();
    // Nothing loaded yet: there is nothing to change.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Failed: offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Names: Ravi')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after a newer call started', async () => {
    let answerFirst: (names: string[]) => void = () => undefined;
    const first = () => new Promise<string[]>((resolve) => (answerFirst = resolve));
    const second = () => Promise.resolve(['Second']);
    const { rerender } = render(<Names fetcher={first} />);
    rerender(<Names fetcher={second} />);
    expect(await screen.findByText('Names: Second')).toBeInTheDocument();
    answerFirst(['First']);
    await Promise.resolve();
    expect(screen.getByText('Names: Second')).toBeInTheDocument();
  });
});
