import { useState } from 'react';
import { Button, saveFile } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { getReceiptPdf } from '../api/get-receipt-pdf';

/** Saves the receipt PDF, fetched with the admin's token: receipts are private, never a public link. */
export function ReceiptDownloadButton({ donationId, receiptNumber, donorName }: { donationId: string; receiptNumber: string; donorName: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      saveFile(await getReceiptPdf(donationId, receiptNumber));
    } catch (error) {
      toast.error(serverMessageOr(error, 'The receipt could not be downloaded. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" disabled={busy} aria-label={`Download receipt ${receiptNumber} for ${donorName}`} onClick={() => void download()}>
      {busy ? 'Downloading...' : 'Download receipt'}
    </Button>
  );
}
