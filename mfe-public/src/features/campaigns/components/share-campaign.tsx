import { useEffect, useRef, useState } from 'react';
import { TIMINGS, pagesCampaignsText } from '@society/contracts';
import { Button, Modal, useSocietyName, useText } from '@society/web-kit';

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_LABELS = { idle: 'copy', copied: 'copied', failed: 'copyFailed' } as const satisfies Record<CopyState, keyof typeof pagesCampaignsText.en>;

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  shareTitle: string;
  url: string;
}

/** The fallback when the device has no native sharing: the title, the link and a Copy button. */
function ShareDialog({ open, onClose, shareTitle, url }: ShareDialogProps) {
  const t = useText(pagesCampaignsText);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // No clipboard access (old browser, permission refused): select the link to copy by hand.
      linkRef.current?.select();
    }
    setCopyState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopyState('idle'), TIMINGS.copyFeedbackMs);
  }

  const message = `${shareTitle}: ${url}`;
  return (
    <Modal open={open} onClose={onClose} title={t('share')} size="sm">
      <p className="cmp-share__title">{shareTitle}</p>
      <label className="cmp-share__label" htmlFor="share-link">
        {t('shareLink')}
      </label>
      <div className="cmp-share__row">
        <input id="share-link" ref={linkRef} className="cmp-share__link" value={url} readOnly onFocus={(e) => e.target.select()} />
        {/* aria-live: screen readers hear 'Copied!' or 'Failed to copy' when the label changes. */}
        <span aria-live="polite">
          <Button onClick={copy} className="cmp-share__copy">
            {t(COPY_LABELS[copyState])}
          </Button>
        </span>
      </div>
      <p className="cmp-share__more">
        {t('sendBefore')}
        <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        {t('sendOr')}
        <a href={`mailto:?subject=${encodeURIComponent(shareTitle)}&body=${encodeURIComponent(url)}`}>{t('sendEmail')}</a>
        {t('sendAfter')}
      </p>
    </Modal>
  );
}

/**
 * 'Share Campaign' (SPEC §2): the device's own share sheet where there is one, else the dialog. `path` is
 * the page's own (a Hindi page shares its Hindi address).
 */
export function ShareCampaign({ title, path }: { title: string; path: string }) {
  const t = useText(pagesCampaignsText);
  const [dialogOpen, setDialogOpen] = useState(false);
  const name = useSocietyName();
  const shareTitle = name ? t('shareTitleNamed', { title, name }) : t('shareTitle', { title });
  // The page's HTML is also made on the server, where there is no address bar (and no dialog open).
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shareTitle, text: shareTitle, url });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice; any other failure falls back to the dialog.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setDialogOpen(true);
  }

  return (
    <>
      <Button variant="secondary" size="lg" onClick={share}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {t('share')}
      </Button>
      <ShareDialog open={dialogOpen} onClose={() => setDialogOpen(false)} shareTitle={shareTitle} url={url} />
    </>
  );
}
