import type { GalleryItem } from '@society/contracts';

export interface GalleryCardProps {
  item: GalleryItem;
  onOpen: (item: GalleryItem) => void;
}

/** One photo: image, category badge, title, two lines of description and 'Read More'. */
export function GalleryCard({ item, onOpen }: GalleryCardProps) {
  return (
    <li className="pub-gallery__card">
      <div className="pub-gallery__frame">
        <img src={item.imageUrl} alt={item.title} width={640} height={480} loading="lazy" decoding="async" />
        <span className="pub-gallery__badge">{item.category}</span>
      </div>
      <div className="pub-gallery__body">
        <h3 className="pub-gallery__title">{item.title}</h3>
        <p className="pub-gallery__description">{item.description}</p>
        <button type="button" className="pub-gallery__more" onClick={() => onOpen(item)}>
          Read More<span className="wk-visually-hidden"> about {item.title}</span>
        </button>
      </div>
    </li>
  );
}
