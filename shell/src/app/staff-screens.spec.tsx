import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from '@society/web-kit/staff';
import { StaffScreens, ToastArea } from './staff-screens';

// react-hot-toast reads the reduced-motion preference, and jsdom has no matchMedia.
window.matchMedia = (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;

beforeEach(() => toast.remove());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <StaffScreens />, children: [{ path: 'login', element: <h1>Login</h1> }] },
      { path: '*', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  const { container } = render(
    <ToastArea>
      <RouterProvider router={router} />
    </ToastArea>,
  );
  return { router, container };
}

describe('the toast area', () => {
  it('stays closed on a visitor page', async () => {
    const { container } = renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('.wk-toaster')).toBeNull();
  });

  it('opens on a staff screen, and a toast raised there is still read on the home page it leads to', async () => {
    const { router, container } = renderAt('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('.wk-toaster')).not.toBeNull();
    act(() => {
      toast.error('Unauthorized role');
    });
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByText('Unauthorized role')).toBeInTheDocument();
  });
});
