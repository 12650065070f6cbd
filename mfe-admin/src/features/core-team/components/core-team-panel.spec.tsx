import { screen, waitFor, within } from '@testing-library/react';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, imageFile, renderAdmin } from '../../../testing/render-admin';

const ravi = {
  _id: 'm1',
  name: 'Ravi Kumar',
  position: 'Founder',
  email: 'ravi@example.org',
  phone: '98100 00000',
  dateOfJoining: '2022-01-15T00:00:00.000Z',
  dateOfLeaving: null,
  address: 'Topkhana Basti, Ambala',
  bio: 'Started the evening classes.',
  linkedin: 'https://www.linkedin.com/in/ravi',
  instagram: '',
  order: 1,
  profilePhotoPath: '',
};

async function openCoreTeam(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes({ coreTeam: [ravi] }), ...routes });
  const view = renderAdmin({ tab: 'core-team' });
  await screen.findByRole('tab', { name: 'Core Team (1)', selected: true });
  return { fetchMock, ...view };
}

describe('Core Team tab', () => {
  it("lists members with a 'View' link or '-', and shows the read-only details with N/A for no leaving date", async () => {
    const { user } = await openCoreTeam();
    const row = screen.getByRole('row', { name: /Ravi Kumar/ });
    const linkedin = within(row).getByRole('link', { name: /View LinkedIn profile of Ravi Kumar/ });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ravi');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent(/^-$/);

    await user.click(within(row).getByRole('button', { name: 'View Ravi Kumar' }));
    const details = screen.getByRole('dialog', { name: 'Core Team Member' });
    expect(within(details).getByText('15 Jan 2022')).toBeInTheDocument();
    expect(within(details).getByText('N/A')).toBeInTheDocument();
    expect(within(details).getByText('Topkhana Basti, Ambala')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Edit Member' }));
    expect(screen.getByRole('dialog', { name: 'Add or Edit Core Team Member' })).toBeInTheDocument();
  });

  it('adds a member as multipart only when the links are URLs and the order a whole number', async () => {
    const { user, fetchMock } = await openCoreTeam({
      'POST /api/admin/coreteam': { status: 201, body: { ...ravi, _id: 'm2', name: 'Meena Devi', position: 'Secretary', order: 2, linkedin: '' } },
    });
    await user.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add or Edit Core Team Member' });
    expect(within(dialog).getByLabelText('Order')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Profile Photo (Max size: 1MB)')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Meena Devi');
    await user.type(within(dialog).getByLabelText('Position'), 'Secretary');
    await user.type(within(dialog).getByLabelText('LinkedIn'), 'linkedin.com/in/meena');
    await user.type(within(dialog).getByLabelText('Instagram'), 'javascript:alert(1)');
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(within(dialog).getByText('LinkedIn must be a valid URL (https://...)')).toBeInTheDocument();
    expect(within(dialog).getByText('Instagram must be a valid URL (https://...)')).toBeInTheDocument();
    expect(within(dialog).getByText('Order is required')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/coreteam')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('LinkedIn'));
    await user.type(within(dialog).getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/meena');
    await user.clear(within(dialog).getByLabelText('Instagram'));
    await user.type(within(dialog).getByLabelText('Order'), '2');
    await user.upload(within(dialog).getByLabelText('Profile Photo (Max size: 1MB)'), imageFile('big.png', 'image/png', 2 * 1024 * 1024));
    expect(within(dialog).getByText('The photo must be 1MB or smaller')).toBeInTheDocument();
    const photo = imageFile('meena.webp', 'image/webp');
    await user.upload(within(dialog).getByLabelText('Profile Photo (Max size: 1MB)'), photo);
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = requestsTo(fetchMock, 'POST /api/admin/coreteam')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Meena Devi');
    expect(body.get('order')).toBe('2');
    expect(body.get('linkedin')).toBe('https://www.linkedin.com/in/meena');
    expect(body.has('instagram')).toBe(false);
    expect(body.get('profilePhoto')).toBe(photo);
    expect(screen.getByRole('tab', { name: 'Core Team (2)' })).toBeInTheDocument();
  });

  it('edits without a new photo through the JSON route and with one through the multipart route', async () => {
    let jsonPuts = 0;
    const { user, fetchMock } = await openCoreTeam({
      'PUT /api/admin/core-team/m1': (init) =>
        (jsonPuts += 1) === 1 ? { status: 500, body: '' } : { body: { ...ravi, ...jsonOf(init) } },
      'PUT /api/admin/coreteam/m1': { body: { ...ravi, position: 'President', profilePhotoPath: 'core-team/ravi.webp' } },
    });

    await user.click(screen.getByRole('button', { name: 'Edit Ravi Kumar' }));
    let dialog = screen.getByRole('dialog', { name: 'Add or Edit Core Team Member' });
    expect(within(dialog).getByLabelText('Date of Joining')).toHaveValue('2022-01-15');
    await user.clear(within(dialog).getByLabelText('Position'));
    await user.type(within(dialog).getByLabelText('Position'), 'President');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error updating core team member');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, second] = requestsTo(fetchMock, 'PUT /api/admin/core-team/m1');
    expect(second.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(jsonOf(second)).toMatchObject({ name: 'Ravi Kumar', position: 'President', order: 1, dateOfJoining: '2022-01-15', dateOfLeaving: null });
    expect(within(screen.getByRole('row', { name: /Ravi Kumar/ })).getByText('President')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/coreteam/m1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit Ravi Kumar' }));
    dialog = screen.getByRole('dialog', { name: 'Add or Edit Core Team Member' });
    const photo = imageFile('ravi.jpg', 'image/jpeg');
    await user.upload(within(dialog).getByLabelText('Profile Photo (Max size: 1MB)'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const multipart = requestsTo(fetchMock, 'PUT /api/admin/coreteam/m1')[0].body as FormData;
    expect(multipart.get('profilePhoto')).toBe(photo);
    expect(multipart.get('position')).toBe('President');
    expect(multipart.get('dateOfLeaving')).toBe('');
    expect(requestsTo(fetchMock, 'PUT /api/admin/core-team/m1')).toHaveLength(2);
  });

  it("deletes only after 'Are you sure you want to delete this core team member?'", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, fetchMock } = await openCoreTeam({ 'DELETE /api/admin/coreteam/m1': { body: { message: 'Deleted' } } });
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this core team member?');
    expect(requestsTo(fetchMock, 'DELETE /api/admin/coreteam/m1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ravi Kumar/ })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Core Team (0)' })).toBeInTheDocument();
  });

  it('edits the optional Hindi position beside the English, and shows it in the list and the details', async () => {
    const { user, fetchMock } = await openCoreTeam({
      'PUT /api/admin/core-team/m1': (init) => ({ body: { ...ravi, ...jsonOf(init) } }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Add or Edit Core Team Member' });
    const positionHi = within(dialog).getByLabelText('Position in Hindi (optional)');
    expect(positionHi).toHaveValue('');
    expect(positionHi).toHaveAttribute('lang', 'hi');
    await user.type(positionHi, ' संस्थापक ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/admin/core-team/m1')).toHaveLength(1));
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/core-team/m1')[0])).toMatchObject({ position: 'Founder', positionHi: 'संस्थापक' });
    const row = await screen.findByRole('row', { name: /संस्थापक/ });
    expect(within(row).getByText('संस्थापक')).toHaveAttribute('lang', 'hi');

    await user.click(within(row).getByRole('button', { name: 'View Ravi Kumar' }));
    expect(within(screen.getByRole('dialog', { name: 'Core Team Member' })).getByText('संस्थापक')).toBeInTheDocument();
  });
});
