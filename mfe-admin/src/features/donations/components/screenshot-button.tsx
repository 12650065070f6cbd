import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { getDonationScreenshot } from '../api/get-donation-screenshot';

/**
 * 'View' for a donation's payment screenshot. Screenshots are private: the image is fetched with
 * the admin's token and shown from an object URL, released when the dialog closes or the button
 * goes away. A screenshot that arrives after the button went away (tab left, logged out) is dropped.
 */
export function ScreenshotButton({ donationId, donorName }: { donationId: string; donorName: string }) {
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState('');
  const mounted = useRef(false);

  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function open() {
    setBusy(true);
    try {
      const image = await getDonationScreenshot(donationId);
      // Gone meanwhile: no object URL, so nothing keeps the donor's screenshot in memory.
      if (mounted.current) setUrl(URL.createObjectURL(image));
    } catch (error) {
      if (mounted.current) toast.error(error instanceof Error ? error.message : 'The screenshot could not be opened.');
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
