import { pagesGalleryText, type GalleryItem } from '@society/contracts';
import { useText } from '@society/web-kit';
import { responsiveImage } from '../../../components/responsive-image';
import { categoryLabel } from './gallery-text';

/**
 * The card's width in .pub-gallery__grid (gallery.css): columns of at least 17rem with 1.5rem gaps in
 * .wk-container (1rem side padding, 1.5rem from 48rem, at most 72rem wide): one column on phones,
 * two from 37.5rem, three from 57rem, then 22rem each once the container stops growing at 72rem.
 */
const GALLERY_CARD_SIZES =
  '(min-width: 72rem) 22rem, (min-width: 57rem) calc(33.33vw - 2rem), (min-width: 48rem) calc(50vw - 2.25rem), ' +
  '(min-width: 37.5rem) calc(50vw - 1.75rem), calc(100vw - 2rem)';

export interface GalleryCardProps {
  item: GalleryItem;
  onOpen: (item: GalleryItem) => void;
  /** The first photo, at the top of the page: fetched at once, first (the page's largest paint on a phone). */
  first?: boolean;
}

/** One photo: image, category badge, title, two lines of description and 'Read More'. */
export function GalleryCard({ item, onOpen, first = false }: GalleryCardProps) {
  const t = useText(pagesGalleryText);
  return (
    <li className="pub-gallery__card">
      <div className="pub-gallery__frame">
        <img {...responsiveImage(item.imageUrl, item.imageSrcSet, GALLERY_CARD_SIZES)} alt={item.title} width={640} height={480} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" />
        <span className="pub-gallery__badge">{categoryLabel(item.category, t)}</span>
      </div>
      <div className="pub-gallery__body">
        <h3 className="pub-gallery__title">{item.title}</h3>
        <p className="pub-gallery__description">{item.description}</p>
        <button type="button" className="pub-gallery__more" onClick={() => onOpen(item)}>
          {t('readMore')}
          <span className="wk-visually-hidden">{t('readMoreAbout', { title: item.title })}</span>
        </button>
      </div>
    </li>
  );
}
