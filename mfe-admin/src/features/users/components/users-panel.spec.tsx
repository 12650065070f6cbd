import { screen, waitFor, within } from '@testing-library/react';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const hrUser = { _id: 'u2', email: 'hr@society.local', role: 'hr', name: 'Priya', phone: '98765 43210', createdAt: '2025-01-01T00:00:00.000Z' };
const users = [{ _id: 'admin-1', email: 'admin@society.local', role: 'admin', name: '', phone: '' }, hrUser];

async function openUsers(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes({ users }), ...routes });
  const view = renderAdmin();
  await screen.findByRole('tab', { name: 'Users (2)' });
  await screen.findByRole('row', { name: /hr@society\.local/ });
  return { fetchMock, ...view };
}

describe('Users tab', () => {
  it('pages, searches and filters by role on the server, keeping the query in the address', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      _id: `v${index}`,
      email: `volunteer${String(index).padStart(2, '0')}@example.org`,
      role: 'volunteer',
      name: index === 7 ? 'Sunita Verma' : `Volunteer ${index}`,
      phone: '',
    }));
    const fetchMock = mockApi(dashboardRoutes({ users: [...users, ...many] }));
    const { user } = renderAdmin();
    expect(await screen.findByRole('tab', { name: 'Users (32)' })).toBeInTheDocument();
    // Sorted by email on the server: the admin, HR, then the first 23 volunteers.
    await screen.findByRole('row', { name: /admin@society\.local/ });
    expect(screen.getAllByRole('row')).toHaveLength(1 + 25);
    expect(screen.getByText('1–25 of 32 users')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–32 of 32 users')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /volunteer29@example\.org/ })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Role'), 'HR');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /hr@society\.local/ })).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/admin/users?page=1&pageSize=25&sort=email&role=hr');

    await user.selectOptions(screen.getByLabelText('Role'), 'All roles');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'sunita{Enter}');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /volunteer07@example\.org/ })).toBeInTheDocument();
    // The tab counts every account, whatever the search.
    expect(screen.getByRole('tab', { name: 'Users (32)' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No users match this search or role.')).toBeInTheDocument();
  });


  it('lists email and capitalised role with Edit and Delete', async () => {
    await openUsers();
    const row = screen.getByRole('row', { name: /hr@society\.local/ });
    expect(within(row).getByRole('cell', { name: 'HR' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit hr@society.local' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete hr@society.local' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /admin@society\.local/ })).getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
  });

  it('adds a user: email and password are required, the role is chosen, and the tab count follows', async () => {
    let posts = 0;
    const { user, fetchMock } = await openUsers({
      'POST /api/admin/users': (init) => {
        posts += 1;
        if (posts === 1) return { status: 409, body: { statusCode: 409, message: 'A user with this email already exists' } };
        if (posts === 2) return { status: 500, body: '' };
        return { status: 201, body: { _id: 'u3', createdAt: '2025-06-01T00:00:00.000Z', ...jsonOf(init), password: undefined } };
      },
    });

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    const submit = within(dialog).getByRole('button', { name: 'Add User' });
    await user.click(submit);
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Role is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(submit);
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/users')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'team@society.local');
    await user.type(within(dialog).getByLabelText('Password'), 'a-long-password');
    const roles = within(within(dialog).getByLabelText('Role')).getAllByRole('option').filter((option) => !option.hasAttribute('disabled'));
    expect(roles.map((option) => option.textContent)).toEqual(['Admin', 'HR', 'Team', 'User']);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Team');
    await user.type(within(dialog).getByLabelText('Name'), 'Sunil');

    // The server's message, else 'An error occurred', in a red box.
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A user with this email already exists');
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/^An error occurred$/));

    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonOf(requestsTo(fetchMock, 'POST /api/admin/users')[2])).toEqual({
      email: 'team@society.local',
      password: 'a-long-password',
      role: 'team',
      name: 'Sunil',
    });
    expect(screen.getByRole('tab', { name: 'Users (3)' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /team@society\.local/ })).getByRole('cell', { name: 'Team' })).toBeInTheDocument();
  });

  it('shows the details on a row click, switches to Edit User, and saves without sending a blank password', async () => {
    let puts = 0;
    const { user, fetchMock } = await openUsers({
      'PUT /api/admin/users/u2': (init) =>
        (puts += 1) === 1 ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : { body: { ...hrUser, ...jsonOf(init) } },
    });

    await user.click(screen.getByRole('cell', { name: 'hr@society.local' }));
    const details = screen.getByRole('dialog', { name: 'User Details' });
    expect(within(details).getByText('Priya')).toBeInTheDocument();
    expect(within(details).getByText('98765 43210')).toBeInTheDocument();
    expect(within(details).getByText('HR')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Edit User' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('hr@society.local');
    expect(within(dialog).getByLabelText('New password')).toHaveValue('');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Priya Sharma');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'User');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error updating user information');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = jsonOf(requestsTo(fetchMock, 'PUT /api/admin/users/u2')[1]);
    expect(sent).toEqual({ email: 'hr@society.local', role: 'user', name: 'Priya Sharma', phone: '98765 43210' });
    expect(sent).not.toHaveProperty('password');
    expect(within(screen.getByRole('row', { name: /hr@society\.local/ })).getByRole('cell', { name: 'User' })).toBeInTheDocument();
  });

  it('sends a new password only when one is typed', async () => {
    const { user, fetchMock } = await openUsers({ 'PUT /api/admin/users/u2': (init) => ({ body: { ...hrUser, ...jsonOf(init) } }) });
    await user.click(screen.getByRole('button', { name: 'Edit hr@society.local' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await user.type(within(dialog).getByLabelText('New password'), 'another-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/users/u2')[0])).toMatchObject({ password: 'another-password' });
  });

  it("deletes only after 'Are you sure you want to delete this user?', and tells why the server refused", async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let deletes = 0;
    const { user, fetchMock } = await openUsers({
      'DELETE /api/admin/users/admin-1': { status: 409, body: { statusCode: 409, message: 'You cannot delete your own account' } },
      'DELETE /api/admin/users/u2': () => ((deletes += 1), { body: { message: 'User deleted' } }),
    });

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Delete hr@society.local' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this user?');
    expect(deletes).toBe(0);

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete hr@society.local' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /hr@society\.local/ })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toBeInTheDocument();

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete admin@society.local' }));
    expect(await screen.findByText('You cannot delete your own account')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('row', { name: /admin@society\.local/ })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE /api/admin/users/admin-1')).toHaveLength(1);
  });
});
