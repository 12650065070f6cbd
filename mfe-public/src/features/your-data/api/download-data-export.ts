import type { DataExportFormat } from '@society/contracts';
import { api } from '@society/web-kit';

const TYPES: Record<DataExportFormat, string> = { json: 'application/json', html: 'text/html' };

/**
 * POST /api/public/data-requests/export: the export in one format, saved as a file. The token travels in
 * the body (never in an address a log could keep); the file is made fresh by the API each time.
 */
export async function downloadDataExport(token: string, format: DataExportFormat): Promise<void> {
  const body = await api.post<unknown>('/public/data-requests/export', { token, format });
  const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  const url = URL.createObjectURL(new Blob([text], { type: TYPES[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `your-data-${new Date().toISOString().slice(0, 10)}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
