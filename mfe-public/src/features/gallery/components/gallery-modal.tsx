import { pagesGalleryText, type GalleryItem } from '@society/contracts';
import { Button, Modal, useText } from '@society/web-kit';
import { responsiveImage } from '../../../components/responsive-image';
import { categoryLabel } from './gallery-text';

/**
 * The photo fills the large modal's body: the panel is at most 56rem wide inside 1rem of backdrop on
 * each side, and its body has 1.5rem of padding on each side.
 */
const GALLERY_MODAL_SIZES = '(min-width: 58rem) 53rem, calc(100vw - 5rem)';

/** The full photo with its title, description and category (SPEC §2 'Read More'). */
export function GalleryModal({ item, onClose }: { item: GalleryItem | null; onClose: () => void }) {
  const t = useText(pagesGalleryText);
  return (
    <Modal
      open={item !== null}
      title={item?.title ?? ''}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {item ? (
        <figure className="pub-gallery__figure">
          <img {...responsiveImage(item.imageUrl, item.imageSrcSet, GALLERY_MODAL_SIZES)} alt={item.title} width={1280} height={960} decoding="async" />
          <figcaption>
            <p className="pub-gallery__figure-category">
              <span className="wk-visually-hidden">{t('categoryPrefix')}</span>
              <span className="pub-gallery__badge pub-gallery__badge--static">{categoryLabel(item.category, t)}</span>
            </p>
            <p className="pub-gallery__figure-text">{item.description}</p>
          </figcaption>
        </figure>
      ) : null}
    </Modal>
  );
}
