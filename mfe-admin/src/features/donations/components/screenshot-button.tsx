import { useEffect, useState } from 'react';
import { Button, Modal, toast } from '@society/web-kit';
import { getDonationScreenshot } from '../api/get-donation-screenshot';

/**
 * 'View' for a donation's payment screenshot. Screenshots are private: the image is fetched with
 * the admin's token and shown from an object URL, released when the dialog closes.
 */
export function ScreenshotButton({ donationId, donorName }: { donationId: string; donorName: string }) {
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState('');

  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  async function open() {
    setBusy(true);
    try {
      setUrl(URL.createObjectURL(await getDonationScreenshot(donationId)));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The screenshot could not be opened.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="ghost" size="sm" disabled={busy} aria-label={`View screenshot from ${donorName}`} onClick={() => void open()}>
        {busy ? 'Opening...' : 'View'}
      </Button>
      <Modal open={Boolean(url)} size="lg" title={`Payment screenshot from ${donorName}`} onClose={() => setUrl('')}>
        <img className="adm-screenshot" src={url} alt={`Payment screenshot sent by ${donorName}`} />
      </Modal>
    </>
  );
}
