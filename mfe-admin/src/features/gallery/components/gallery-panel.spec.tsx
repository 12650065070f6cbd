import { act, screen, waitFor, within } from '@testing-library/react';
import { deferredReply, mockApi } from '../../../testing/api-mock';
import { useFakeXhr } from '../../../testing/fake-xhr';
import { dashboardRoutes, imageFile, renderAdmin, TOKEN } from '../../../testing/render-admin';

const FakeXhr = useFakeXhr();

const diwali = { _id: 'g1', imageUrl: '/api/uploads/public/gallery/diwali.webp', title: 'Diwali at the centre', description: 'Lamps made by the children.', category: 'Celebrations' };
const trees = { _id: 'g2', imageUrl: '/api/uploads/public/gallery/trees.webp', title: 'Tree planting', description: 'Fifty saplings in Panchkula.', category: 'Campaigns' };

async function openGallery(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...dashboardRoutes(), 'GET /api/admin/gallery': { body: [diwali, trees] }, ...routes });
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
      'GET /api/admin/gallery': () => ((gets += 1) === 1 ? { status: 500, body: '' } : { body: [trees] }),
    });
    expect(await screen.findByText('Error 500 : Service Unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Tree planting' })).toBeInTheDocument();
  });

  it('takes an optional Hindi title and description beside the English, sends them only when written, and shows them in the list', async () => {
    const holi = { ...diwali, _id: 'g0', title: 'Holi at the centre', titleHi: 'केंद्र में होली', descriptionHi: 'बच्चों के साथ रंग और मिठाइयाँ।' };
    const { user } = await openGallery({ 'GET /api/admin/gallery': { body: [holi, trees] } });
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
