import { fetchFile, setNavigator, useSession } from '@society/web-kit';
import { deferredReply, mockApi } from '../testing/api-mock';

const navigate = jest.fn();
const ADMIN = { _id: 'admin-1', email: 'admin@society.local', role: 'admin' as const };
const RECEIPT = 'GET /api/admin/donations/d1/receipt';
const UNAUTHORIZED = { status: 401, body: { statusCode: 401, message: 'Please log in to continue.' } };

beforeEach(() => setNavigator(navigate));

describe('fetchFile', () => {
  it('on 401 ends the session it was sent with and goes to /login', async () => {
    useSession.getState().login(ADMIN, 'expired');
    mockApi({ [RECEIPT]: UNAUTHORIZED });
    await expect(fetchFile('/admin/donations/d1/receipt', 'receipt.pdf')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on a late 401 for an older token keeps the session of a newer login', async () => {
    useSession.getState().login(ADMIN, 'old');
    const reply = deferredReply();
    mockApi({ [RECEIPT]: reply.route });
    const download = fetchFile('/admin/donations/d1/receipt', 'receipt.pdf');
    useSession.getState().login(ADMIN, 'fresh');
    reply.resolve(UNAUTHORIZED);
    await expect(download).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBe('fresh');
    expect(navigate).not.toHaveBeenCalled();
  });
});
