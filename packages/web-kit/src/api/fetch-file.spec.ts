import { MESSAGES } from '@society/contracts';
import { mockFetch, mockNetworkFailure } from '../testing/mock-fetch';
import { useSession } from '../session/session-store';
import { downloadFile, fetchFile } from './api-client';

const PDF = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

/** fetch answering 200 with a PDF, named by Content-Disposition when `disposition` is given. */
function servePdf(disposition: string | null): jest.Mock {
  const mock = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? disposition : null) },
    blob: async () => PDF,
  }));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

beforeEach(() => {
  useSession.getState().clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('fetchFile', () => {
  it('sends the session token and takes the server’s file name', async () => {
    useSession.getState().login({ _id: 'a1', email: 'admin@society.test', role: 'admin' }, 'tok');
    const fetch = servePdf('attachment; filename="receipt-2025-26-0001.pdf"');
    const file = await fetchFile('/admin/donations/d1/receipt', 'receipt.pdf');
    expect(file).toEqual({ blob: PDF, fileName: 'receipt-2025-26-0001.pdf' });
    expect(fetch).toHaveBeenCalledWith('/api/admin/donations/d1/receipt', expect.objectContaining({ headers: { Authorization: 'Bearer tok' } }));
  });

  it('falls back to the caller’s name when the server gives none', async () => {
    servePdf(null);
    await expect(fetchFile('/hr/certificates/c1/pdf', 'certificate-7KQ2.pdf')).resolves.toMatchObject({ fileName: 'certificate-7KQ2.pdf' });
  });

  it('rejects with the server’s message, or the network message when nothing answered', async () => {
    mockFetch(() => ({ status: 404, body: { statusCode: 404, message: 'No receipt has been issued for this donation.' } }));
    await expect(fetchFile('/admin/donations/d1/receipt', 'receipt.pdf')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'No receipt has been issued for this donation.',
    });
    mockNetworkFailure();
    await expect(fetchFile('/admin/donations/d1/receipt', 'receipt.pdf')).rejects.toMatchObject({ status: 0, message: MESSAGES.networkError });
  });
});

describe('downloadFile', () => {
  it('hands the file to the browser under its name', async () => {
    servePdf(null);
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await downloadFile('/volunteer/certificates/c1/pdf', 'certificate-7KQ2.pdf');
    expect(saved).toEqual(['certificate-7KQ2.pdf blob:file']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(PDF);
  });
});
