import { act, screen, waitFor, within } from '@testing-library/react';
import { deferredReply, jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { useFakeXhr } from '../../../testing/fake-xhr';
import { dashboardRoutes, imageFile, renderAdmin, TOKEN } from '../../../testing/render-admin';

const FakeXhr = useFakeXhr();

const diwali = { _id: 'g1', imageUrl: '/api/uploads/public/gallery/diwali.webp', title: 'Diwali at the centre', description: 'Lamps made by the children.', category: 'Celebrations', published: true, showsChildren: false, children: [] };
const trees = { _id: 'g2', imageUrl: '/api/uploads/public/gallery/trees.webp', title: 'Tree planting', description: 'Fifty saplings in Panchkula.', category: 'Campaigns', published: true, showsChildren: false, children: [] };

async function openGallery(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes(), 'GET /api/admin/gallery-items': { body: [diwali, trees] }, ...routes });
  const view = renderAdmin({ tab: 'gallery' });
  await screen.findByRole('heading', { name: 'Gallery Images' });
  return { fetchMock, ...view };
}

const form = () => screen.getByRole('region', { name: 'Add New Image' });

describe('Gallery tab', () => {
  it('checks the form, uploads with a progress bar and the token, then says so and shows the image', async () => {
    const { user } = await openGallery();
    await screen.findByRole('heading', { name: 'Diwali at the centre' });
    const add = within(form()).getByRole('button', { name: 'Add Image' });

    await user.click(add);
    expect(within(form()).getByText('Title is required')).toBeInTheDocument();
    expect(within(form()).getByText('Description is required')).toBeInTheDocument();
    expect(within(form()).getByText('Choose an image to upload')).toBeInTheDocument();

    const picker = within(form()).getByLabelText('Image (Max size: 5MB)');
    await user.upload(picker, imageFile('animation.gif', 'image/gif'));
    expect(within(form()).getByText('Only JPG, PNG and WebP images are allowed')).toBeInTheDocument();
    await user.upload(picker, imageFile('huge.png', 'image/png', 5_000_001));
    expect(within(form()).getByText('Image size should be less than 5MB')).toBeInTheDocument();
    await user.upload(picker, imageFile('x.png'));
    await user.click(within(form()).getByRole('button', { name: 'Remove' }));
    expect(within(form()).queryByRole('img')).toBeNull();

    const photo = imageFile('holi.jpg', 'image/jpeg');
    await user.upload(picker, photo);
    expect(within(form()).getByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    await user.type(within(form()).getByLabelText('Title'), 'Holi with the children');
    await user.selectOptions(within(form()).getByLabelText('Category'), 'Celebrations');
    await user.type(within(form()).getByLabelText('Description'), 'Colours and sweets at Topkhana Basti.');
    await user.click(add);

    const [xhr] = FakeXhr.sent;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/addImage');
    expect(xhr.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    const body = xhr.body as FormData;
    expect([body.get('title'), body.get('category'), body.get('description'), body.get('photo')]).toEqual([
      'Holi with the children',
      'Celebrations',
      'Colours and sweets at Topkhana Basti.',
      photo,
    ]);
    expect(within(form()).getByRole('button', { name: 'Adding Image...' })).toBeDisabled();

    act(() => xhr.progress(40, 100));
    expect(within(form()).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');

    act(() => xhr.reply(201, { _id: 'g3', imageUrl: '/api/uploads/public/gallery/holi.webp', title: 'Holi with the children', description: 'Colours', category: 'Celebrations' }));
    expect(await screen.findByText('Image added successfully.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Holi with the children' })).toBeInTheDocument();
    expect(within(form()).getByLabelText('Title')).toHaveValue('');
    expect(within(form()).queryByRole('progressbar')).toBeNull();
    expect(within(form()).getByRole('button', { name: 'Add Image' })).toBeEnabled();
  });

  it("reports a failed upload as 'Error {status or 503} : {message or Service Unavailable}'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openGallery();
    await user.type(within(form()).getByLabelText('Title'), 'Class photo');
    await user.type(within(form()).getByLabelText('Description'), 'Evening class');
    await user.upload(within(form()).getByLabelText('Image (Max size: 5MB)'), imageFile());

    await user.click(within(form()).getByRole('button', { name: 'Add Image' }));
    act(() => FakeXhr.sent[0].reply(415, { statusCode: 415, message: 'Only JPEG, PNG and WebP images are accepted' }));
    expect(await screen.findByText('Error 415 : Only JPEG, PNG and WebP images are accepted')).toBeInTheDocument();

    await user.click(within(form()).getByRole('button', { name: 'Add Image' }));
    act(() => FakeXhr.sent[1].dropConnection());
    expect(await screen.findByText('Error 503 : Service Unavailable')).toBeInTheDocument();
    // Nothing was lost: the form still holds what was typed.
    expect(within(form()).getByLabelText('Title')).toHaveValue('Class photo');
  });

  it("deletes without asking, with 'Deleting image...' then 'Image deleted successfully' or 'Failed to delete image'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const confirm = jest.spyOn(window, 'confirm');
    const pending = deferredReply();
    const { user } = await openGallery({
      'DELETE /api/admin/image/g1': pending.route,
      'DELETE /api/admin/image/g2': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Diwali at the centre' }));
    expect(await screen.findByText('Deleting image...')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    pending.resolve({ body: { message: 'Deleted' } });
    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Diwali at the centre' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Tree planting' }));
    expect(await screen.findByText('Failed to delete image')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tree planting' })).toBeInTheDocument();
  });

  it('takes an image another admin already deleted (404) off the list as deleted', async () => {
    const { user } = await openGallery({
      'DELETE /api/admin/image/g2': { status: 404, body: { statusCode: 404, message: 'Image not found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Tree planting' }));
    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tree planting' })).toBeNull());
  });

  it('shows a failed load as a status toast, with Retry', async () => {
    let gets = 0;
    const { user } = await openGallery({
      'GET /api/admin/gallery-items': () => ((gets += 1) === 1 ? { status: 500, body: '' } : { body: [trees] }),
    });
    expect(await screen.findByText('Error 500 : Service Unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Tree planting' })).toBeInTheDocument();
  });

  it('takes an optional Hindi title and description beside the English, sends them only when written, and shows them in the list', async () => {
    const holi = { ...diwali, _id: 'g0', title: 'Holi at the centre', titleHi: 'केंद्र में होली', descriptionHi: 'बच्चों के साथ रंग और मिठाइयाँ।' };
    const { user } = await openGallery({ 'GET /api/admin/gallery-items': { body: [holi, trees] } });
    const listed = (await screen.findByRole('heading', { name: 'Holi at the centre' })).closest('li')!;
    expect(within(listed).getByText('केंद्र में होली')).toHaveAttribute('lang', 'hi');
    expect(within(listed).getByText('बच्चों के साथ रंग और मिठाइयाँ।')).toBeInTheDocument();

    await user.type(within(form()).getByLabelText('Title'), 'Annual day');
    await user.type(within(form()).getByLabelText('Description'), 'Children on stage.');
    const titleHi = within(form()).getByLabelText('Title in Hindi (optional)');
    expect(titleHi).toHaveAttribute('lang', 'hi');
    await user.type(titleHi, ' वार्षिक उत्सव ');
    await user.type(within(form()).getByLabelText('Description in Hindi (optional)'), 'मंच पर बच्चे।');
    await user.upload(within(form()).getByLabelText('Image (Max size: 5MB)'), imageFile('day.jpg', 'image/jpeg'));
    await user.click(within(form()).getByRole('button', { name: 'Add Image' }));

    const body = FakeXhr.sent[0].body as FormData;
    expect([body.get('title'), body.get('titleHi'), body.get('descriptionHi')]).toEqual(['Annual day', 'वार्षिक उत्सव', 'मंच पर बच्चे।']);
    act(() => FakeXhr.sent[0].reply(201, { _id: 'g4', imageUrl: '/api/uploads/public/gallery/day.webp', title: 'Annual day', description: 'Children on stage.', category: 'Events', titleHi: 'वार्षिक उत्सव', descriptionHi: 'मंच पर बच्चे।' }));
    const added = (await screen.findByRole('heading', { name: 'Annual day' })).closest('li')!;
    expect(within(added).getByText('वार्षिक उत्सव')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Title in Hindi (optional)')).toHaveValue('');

    // Left blank, they are not sent: the Hindi pages show the English.
    await user.type(within(form()).getByLabelText('Title'), 'Sports day');
    await user.type(within(form()).getByLabelText('Description'), 'Races.');
    await user.upload(within(form()).getByLabelText('Image (Max size: 5MB)'), imageFile('sports.jpg', 'image/jpeg'));
    await user.click(within(form()).getByRole('button', { name: 'Add Image' }));
    const second = FakeXhr.sent[1].body as FormData;
    expect([second.has('titleHi'), second.has('descriptionHi')]).toEqual([false, false]);
  });
});

describe('Gallery tab: Edit (the texts of a photo already there)', () => {
  const diwaliWithHindi = { ...diwali, titleHi: 'केंद्र में दिवाली' };
  const PUT_DIWALI = 'PUT /api/admin/gallery/g1';

  async function openEditDialog(routes: Parameters<typeof mockApi>[0] = {}) {
    const view = await openGallery({ 'GET /api/admin/gallery-items': { body: [diwaliWithHindi, trees] }, ...routes });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Diwali at the centre' }));
    return { ...view, dialog: screen.getByRole('dialog', { name: 'Edit Image' }) };
  }

  it('opens the texts prefilled, English and Hindi; saves every text as JSON (a blanked Hindi one clears it) and shows the result on the card', async () => {
    const { user, fetchMock, dialog } = await openEditDialog({ [PUT_DIWALI]: (init) => ({ body: { ...diwaliWithHindi, ...jsonOf(init), titleHi: undefined } }) });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Diwali at the centre');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Celebrations');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Lamps made by the children.');
    expect(within(dialog).getByLabelText('Title in Hindi (optional)')).toHaveValue('केंद्र में दिवाली');
    expect(within(dialog).getByLabelText('Description in Hindi (optional)')).toHaveValue('');
    // The photo is shown, not offered for change.
    expect(within(dialog).queryByLabelText(/^Image/)).toBeNull();

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), ' Diwali 2025 ');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Events');
    await user.clear(within(dialog).getByLabelText('Title in Hindi (optional)'));
    await user.type(within(dialog).getByLabelText('Description in Hindi (optional)'), 'दीये');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = requestsTo(fetchMock, PUT_DIWALI);
    expect(sent.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(jsonOf(sent)).toEqual({ title: 'Diwali 2025', category: 'Events', description: 'Lamps made by the children.', titleHi: '', descriptionHi: 'दीये' });
    expect(await screen.findByText('Image updated successfully.')).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Diwali 2025' }).closest('li')!;
    expect(within(card).getByText('Events')).toBeInTheDocument();
    expect(within(card).getByText('दीये')).toHaveAttribute('lang', 'hi');
    expect(within(card).queryByText('केंद्र में दिवाली')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tree planting' })).toBeInTheDocument();
  });

  it('checks the English texts before sending, and Cancel sends nothing', async () => {
    const { user, fetchMock, dialog } = await openEditDialog();
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, PUT_DIWALI)).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Diwali at the centre' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, keeping what was typed; without a message, a fallback", async () => {
    let puts = 0;
    const { user, dialog } = await openEditDialog({
      [PUT_DIWALI]: () =>
        (puts += 1) === 1
          ? { status: 400, body: { statusCode: 400, message: 'titleHi must be at most 200 characters', errors: { titleHi: ['titleHi must be at most 200 characters'] } } }
          : { status: 500, body: '' },
    });
    await user.type(within(dialog).getByLabelText('Title in Hindi (optional)'), ' उत्सव');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('titleHi must be at most 200 characters');
    // On the field it names too, with what was typed.
    const titleHi = within(dialog).getByLabelText('Title in Hindi (optional)');
    expect(titleHi).toHaveValue('केंद्र में दिवाली उत्सव');
    expect(titleHi).toHaveAccessibleDescription(/titleHi must be at most 200 characters/);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to update image. Please try again.'));
    expect(screen.getByRole('dialog', { name: 'Edit Image' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

describe("Gallery tab: Children (who a photo shows, published only with each child's photo consent)", () => {
  const meena = { studentId: 's1', name: 'Meena Kumari', photoConsent: true };
  const kavita = { studentId: 's2', name: 'Kavita', photoConsent: false };
  const PUT_DIWALI = 'PUT /api/admin/gallery/g1';

  it('names the children found by name with their consent, sends who it shows, and shows the refusal naming the child', async () => {
    let gets = 0;
    const { user, fetchMock } = await openGallery({
      'GET /api/admin/gallery-items': () => ((gets += 1) === 1 ? { body: [diwali, trees] } : { body: [{ ...diwali, published: false, showsChildren: true, children: [meena, kavita] }, trees] }),
      'GET /api/admin/students/search': { body: [meena, kavita] },
      [PUT_DIWALI]: (init) =>
        jsonOf(init).published
          ? { status: 400, body: { statusCode: 400, message: "This photo shows Kavita, whose guardian has not given consent for photos: it cannot be published" } }
          : { body: { ...diwali } },
    });
    await user.click(await screen.findByRole('button', { name: 'Children in Diwali at the centre' }));
    const dialog = screen.getByRole('dialog', { name: 'Children and publishing: Diwali at the centre' });
    expect(within(dialog).getByLabelText('Published on the public gallery')).toBeChecked();
    await user.click(within(dialog).getByLabelText('This photo shows children'));
    await user.type(within(dialog).getByLabelText('Find a child by name'), 'ka');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const found = await within(dialog).findByRole('list', { name: 'Children found' });
    expect(within(found).getByText('No photo consent')).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Add Meena Kumari' }));
    await user.click(within(found).getByRole('button', { name: 'Add Kavita' }));
    expect(requestsTo(fetchMock, 'GET /api/admin/students/search')).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Without photo consent: Kavita.');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This photo shows Kavita, whose guardian has not given consent for photos');
    expect(jsonOf(requestsTo(fetchMock, PUT_DIWALI)[0])).toEqual({ published: true, showsChildren: true, childIds: ['s1', 's2'] });

    // Kept as a draft instead: saved, and the card says so.
    await user.click(within(dialog).getByLabelText('Published on the public gallery'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonOf(requestsTo(fetchMock, PUT_DIWALI)[1])).toEqual({ published: false, showsChildren: true, childIds: ['s1', 's2'] });
    const card = (await screen.findByText('Draft')).closest('li')!;
    expect(within(card).getByText('Shows 2 children')).toBeInTheDocument();
  });
});
