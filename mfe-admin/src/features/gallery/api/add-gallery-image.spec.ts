import { setNavigator, useSession } from '@society/web-kit';
import { useFakeXhr } from '../../../testing/fake-xhr';
import { addGalleryImage } from './add-gallery-image';

const FakeXhr = useFakeXhr();
const navigate = jest.fn();
const ADMIN = { _id: 'admin-1', email: 'admin@society.local', role: 'admin' as const };
const photo = new File(['fake image bytes'], 'photo.png', { type: 'image/png' });
const input = { title: 'Tree planting', description: 'Sector 5 park', category: 'Events' as const, photo };
const UNAUTHORIZED = { statusCode: 401, message: 'Please log in to continue.' };

beforeEach(() => setNavigator(navigate));

describe('addGalleryImage', () => {
  it('on 401 ends the session it was sent with and goes to /login', async () => {
    useSession.getState().login(ADMIN, 'expired');
    const upload = addGalleryImage(input, () => undefined);
    FakeXhr.sent[0].reply(401, UNAUTHORIZED);
    await expect(upload).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on a late 401 for an older token keeps the session of a newer login', async () => {
    useSession.getState().login(ADMIN, 'old');
    const upload = addGalleryImage(input, () => undefined);
    expect(FakeXhr.sent[0].headers.Authorization).toBe('Bearer old');
    useSession.getState().login(ADMIN, 'fresh');
    FakeXhr.sent[0].reply(401, UNAUTHORIZED);
    await expect(upload).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBe('fresh');
    expect(navigate).not.toHaveBeenCalled();
  });
});
