import type { PublicationItem } from '@society/contracts';
import { Button, ExternalButtonLink, Modal } from '@society/web-kit';

/** The flipbook of an annual report in a frame, with a way out when the frame stays blank. */
export function FlipbookModal({ publication, onClose }: { publication: PublicationItem | null; onClose: () => void }) {
  return (
    <Modal
      open={publication !== null}
      title={publication?.title ?? ''}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          {publication ? <ExternalButtonLink href={publication.flipbookUrl}>Open in new tab</ExternalButtonLink> : null}
        </>
      }
    >
      {publication ? (
        <>
          <p className="pub-pubs__frame-note">
            If the report does not load below, you can open the PDF in a new tab with the button at the bottom.
          </p>
          <iframe
            className="pub-pubs__frame"
            src={publication.flipbookUrl}
            title={`Flipbook: ${publication.title}`}
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
