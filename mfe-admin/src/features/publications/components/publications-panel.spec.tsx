import { screen, waitFor, within } from '@testing-library/react';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, imageFile, renderAdmin } from '../../../testing/render-admin';

const report = {
  _id: 'p1',
  title: 'Annual Report 2024',
  type: 'annual_report',
  description: 'Our year in numbers.',
  publishDate: '2024-04-30T00:00:00.000Z',
  fileUrl: 'https://files.example.org/ar-2024.pdf',
  flipbookUrl: 'https://flip.example.org/ar-2024',
  coverImage: '/api/uploads/public/publications/ar-2024.webp',
};

async function openPublications(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes(), 'GET /api/admin/publications': { body: [report] }, ...routes });
  const view = renderAdmin({ tab: 'publications' });
  await screen.findByRole('heading', { name: 'Add Publication' });
  return { fetchMock, ...view };
}

const form = () => screen.getByRole('region', { name: 'Add Publication' });

describe('Publications tab', () => {
  it('applies the rules and messages of adding a publication', async () => {
    let posts = 0;
    const { user, fetchMock } = await openPublications({
      'POST /api/admin/publications': () => {
        posts += 1;
        if (posts === 1) return { status: 413, body: { statusCode: 413, message: 'Payload too large' } };
        if (posts === 2) return { status: 400, body: { statusCode: 400, message: 'publishDate must be a valid date' } };
        if (posts === 3) return { status: 500, body: '' };
        return { status: 201, body: { ...report, _id: 'p2', title: 'Newsletter May 2025', type: 'newsletter', publishDate: '2025-05-01T00:00:00.000Z' } };
      },
    });
    await screen.findByRole('cell', { name: 'Annual Report 2024' });
    const type = within(form()).getByLabelText('Type');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['Newsletter', 'Annual Report']);

    await user.type(within(form()).getByLabelText('Title'), 'Newsletter May 2025');
    await user.type(within(form()).getByLabelText('Publish Date'), '2025-05-01');
    await user.type(within(form()).getByLabelText('Flipbook Link'), 'not a link');
    await user.type(within(form()).getByLabelText('Description'), 'News from the centres.');
    const submit = within(form()).getByRole('button', { name: 'Add Publication' });
    await user.click(submit);
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please provide both file link and cover image');
    expect(within(form()).getByText('Enter a valid URL (https://...)')).toBeInTheDocument();

    const cover = within(form()).getByLabelText('Cover Image (Max size: 10MB)');
    await user.upload(cover, new File(['%PDF'], 'cover.pdf', { type: 'application/pdf' }));
    expect(within(form()).getByText('Please upload an image file (JPEG, PNG, or WebP)')).toBeInTheDocument();
    await user.upload(cover, imageFile('cover.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(within(form()).getByText('File size is too large. Maximum size is 10MB.')).toBeInTheDocument();
    const image = imageFile('cover.webp', 'image/webp');
    await user.upload(cover, image);
    await user.type(within(form()).getByLabelText('File Link'), 'https://files.example.org/may.pdf');
    await user.clear(within(form()).getByLabelText('Flipbook Link'));
    await user.type(within(form()).getByLabelText('Flipbook Link'), 'https://flip.example.org/may');
    await user.click(submit);
    expect(requestsTo(fetchMock, 'POST /api/admin/publications')).toHaveLength(1);
    expect(within(form()).queryByRole('alert')).toBeNull();

    // 413, then the server's message, then the fallback.
    expect(await screen.findByText('File size is too large. Maximum size is 10MB.')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('publishDate must be a valid date')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Failed to add publication. Please try again.')).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText('Publication added successfully.')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST /api/admin/publications')[3].body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      title: 'Newsletter May 2025',
      type: 'newsletter',
      publishDate: '2025-05-01',
      fileUrl: 'https://files.example.org/may.pdf',
      flipbookUrl: 'https://flip.example.org/may',
      description: 'News from the centres.',
      coverImage: image,
    });
    expect(screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Newsletter May 2025',
      'Annual Report 2024',
    ]);
    expect(within(form()).getByLabelText('Title')).toHaveValue('');
  });

  it("deletes after 'Are you sure you want to delete this publication?' with the toasts of both outcomes", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    let deletes = 0;
    const { user } = await openPublications({
      'DELETE /api/admin/publications/p1': () =>
        (deletes += 1) === 1 ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : { body: { message: 'Deleted' } },
    });
    const remove = await screen.findByRole('button', { name: 'Delete Annual Report 2024' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this publication?');
    expect(deletes).toBe(0);

    await user.click(remove);
    expect(await screen.findByText('Failed to delete publication')).toBeInTheDocument();
    await user.click(remove);
    expect(await screen.findByText('Publication deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Annual Report 2024' })).toBeNull());
  });

  it("shows a failed load as 'Error 503 : Service Unavailable' when no answer came", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPublications({
      'GET /api/admin/publications': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByText('Error 503 : Service Unavailable')).toBeInTheDocument();
  });

  it('takes an optional Hindi title and description, sent only when written, and lists the Hindi title under the English', async () => {
    const { user, fetchMock } = await openPublications({
      'GET /api/admin/publications': { body: [{ ...report, titleHi: 'वार्षिक रिपोर्ट 2024' }] },
      'POST /api/admin/publications': { status: 201, body: { ...report, _id: 'p2', title: 'Newsletter May 2025', titleHi: 'समाचार पत्र मई 2025', publishDate: '2025-05-01T00:00:00.000Z' } },
    });
    const row = (await screen.findByText('वार्षिक रिपोर्ट 2024')).closest('tr')!;
    expect(within(row).getByText('वार्षिक रिपोर्ट 2024')).toHaveAttribute('lang', 'hi');

    await user.type(within(form()).getByLabelText('Title'), 'Newsletter May 2025');
    await user.type(within(form()).getByLabelText('Publish Date'), '2025-05-01');
    await user.type(within(form()).getByLabelText('File Link'), 'https://files.example.org/may.pdf');
    await user.type(within(form()).getByLabelText('Flipbook Link'), 'https://flip.example.org/may');
    await user.type(within(form()).getByLabelText('Description'), 'News from the centres.');
    await user.type(within(form()).getByLabelText('Title in Hindi (optional)'), ' समाचार पत्र मई 2025 ');
    await user.upload(within(form()).getByLabelText('Cover Image (Max size: 10MB)'), imageFile('cover.webp', 'image/webp'));
    await user.click(within(form()).getByRole('button', { name: 'Add Publication' }));

    expect(await screen.findByText('Publication added successfully.')).toBeInTheDocument();
    const sent = requestsTo(fetchMock, 'POST /api/admin/publications')[0].body as FormData;
    expect(sent.get('titleHi')).toBe('समाचार पत्र मई 2025');
    expect(sent.has('descriptionHi')).toBe(false);
    expect(screen.getByText('समाचार पत्र मई 2025')).toBeInTheDocument();
  });
});

const titles = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('Publications tab: Edit (the fields of a publication already there)', () => {
  const newsletter = { ...report, _id: 'p2', title: 'Newsletter March 2024', type: 'newsletter', publishDate: '2024-03-31T00:00:00.000Z' };
  const PUT_REPORT = 'PUT /api/admin/publications/p1';

  async function openEditDialog(routes: Parameters<typeof mockApi>[0] = {}) {
    const view = await openPublications({ 'GET /api/admin/publications': { body: [report, newsletter] }, ...routes });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Annual Report 2024' }));
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Edit Publication' }) };
  }

  it('opens every field prefilled, English and Hindi; saves them all as JSON and updates the list in date order', async () => {
    const { user, fetchMock, dialog } = await openEditDialog({
      [PUT_REPORT]: (init) => {
        const sent = jsonOf(init);
        return { body: { ...report, ...sent, publishDate: `${String(sent.publishDate)}T00:00:00.000Z` } };
      },
    });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Annual Report 2024');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('annual_report');
    expect(within(dialog).getByLabelText('Publish Date')).toHaveValue('2024-04-30');
    expect(within(dialog).getByLabelText('File Link')).toHaveValue('https://files.example.org/ar-2024.pdf');
    expect(within(dialog).getByLabelText('Flipbook Link')).toHaveValue('https://flip.example.org/ar-2024');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Our year in numbers.');
    expect(within(dialog).getByLabelText('Title in Hindi (optional)')).toHaveValue('');
    // The cover stays: no picker here.
    expect(within(dialog).queryByLabelText(/^Cover Image/)).toBeNull();

    await user.clear(within(dialog).getByLabelText('Publish Date'));
    await user.type(within(dialog).getByLabelText('Publish Date'), '2024-02-29');
    await user.type(within(dialog).getByLabelText('Title in Hindi (optional)'), ' वार्षिक रिपोर्ट ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = requestsTo(fetchMock, PUT_REPORT);
    expect(sent.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(jsonOf(sent)).toEqual({
      title: 'Annual Report 2024',
      type: 'annual_report',
      publishDate: '2024-02-29',
      fileUrl: 'https://files.example.org/ar-2024.pdf',
      flipbookUrl: 'https://flip.example.org/ar-2024',
      description: 'Our year in numbers.',
      titleHi: 'वार्षिक रिपोर्ट',
      descriptionHi: '',
    });
    expect(await screen.findByText('Publication updated successfully.')).toBeInTheDocument();
    expect(screen.getByText('वार्षिक रिपोर्ट')).toHaveAttribute('lang', 'hi');
    // Now older than the newsletter: listed after it.
    expect(titles()).toEqual(['Newsletter March 2024', 'Annual Report 2024वार्षिक रिपोर्ट']);
  });

  it('asks for the file link itself (the cover is there already) and checks the links before sending', async () => {
    const { user, fetchMock, dialog } = await openEditDialog();
    await user.clear(within(dialog).getByLabelText('File Link'));
    await user.clear(within(dialog).getByLabelText('Flipbook Link'));
    await user.type(within(dialog).getByLabelText('Flipbook Link'), 'flip.example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('File link is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid URL (https://...)')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please provide both file link and cover image')).toBeNull();
    expect(requestsTo(fetchMock, PUT_REPORT)).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps it open; a publication deleted meanwhile says so", async () => {
    let puts = 0;
    const { user, dialog } = await openEditDialog({
      [PUT_REPORT]: () =>
        (puts += 1) === 1
          ? { status: 400, body: { statusCode: 400, message: 'descriptionHi must be at most 5000 characters' } }
          : { status: 404, body: { statusCode: 404, message: 'Publication not found' } },
    });
    await user.type(within(dialog).getByLabelText('Description in Hindi (optional)'), 'साल');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('descriptionHi must be at most 5000 characters');
    expect(within(dialog).getByLabelText('Description in Hindi (optional)')).toHaveValue('साल');

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Publication not found'));
    expect(screen.getByRole('cell', { name: 'Annual Report 2024' })).toBeInTheDocument();
  });
});
