import { pagesPublicationsText, type PublicationItem } from '@society/contracts';
import { Button, ExternalButtonLink, Modal, useText } from '@society/web-kit';

/** The flipbook of an annual report in a frame, with a way out when the frame stays blank. */
export function FlipbookModal({ publication, onClose }: { publication: PublicationItem | null; onClose: () => void }) {
  const t = useText(pagesPublicationsText);
  return (
    <Modal
      open={publication !== null}
      title={publication?.title ?? ''}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
          {publication ? <ExternalButtonLink href={publication.flipbookUrl}>{t('openInNewTab')}</ExternalButtonLink> : null}
        </>
      }
    >
      {publication ? (
        <>
          <p className="pub-pubs__frame-note">{t('frameNote')}</p>
          <iframe
            className="pub-pubs__frame"
            src={publication.flipbookUrl}
            title={t('frameTitle', { title: publication.title })}
            allowFullScreen
            referrerPolicy="no-referrer"
            // The flipbook may be on any https site: it runs its own viewer, but may not steer this page.
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads"
          />
        </>
      ) : null}
    </Modal>
  );
}
