import { useState } from 'react';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_CATEGORIES, type GalleryCategory, type GalleryItem } from '@society/contracts';
import { ErrorView, PageSpinner } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { useGalleryItems } from '../api/get-gallery';
import { GalleryCard } from './gallery-card';
import { GalleryModal } from './gallery-modal';
import './gallery.css';

/** 'All' is understood by the filter but has no button (SPEC §2). */
export type GalleryFilter = GalleryCategory | 'All';

export const NO_IMAGES_MESSAGE = 'No images found for this category.';

export function filterGallery(items: GalleryItem[], filter: GalleryFilter): GalleryItem[] {
  return filter === 'All' ? items : items.filter((item) => item.category === filter);
}

function GalleryGrid({ items, onOpen }: { items: GalleryItem[]; onOpen: (item: GalleryItem) => void }) {
  return (
    <ul className="pub-gallery__grid">
      {items.map((item, index) => (
        <GalleryCard key={item._id} item={item} onOpen={onOpen} first={index === 0} />
      ))}
    </ul>
  );
}

export function GalleryPage() {
  usePageMeta('Our Gallery', 'Photos of our classes, campaigns, celebrations and workshops in Ambala, Chandigarh and Panchkula.');
  const gallery = useGalleryItems();
  const [filter, setFilter] = useState<GalleryFilter>(DEFAULT_GALLERY_CATEGORY);
  const [openItem, setOpenItem] = useState<GalleryItem | null>(null);

  let content;
  if (gallery.status === 'loading') {
    content = <PageSpinner label="Loading photos" />;
  } else if (gallery.status === 'error') {
    content = (
      <ErrorView title="The photos could not be loaded" message={gallery.message} onRetry={gallery.retry} retryLabel="Try Again" />
    );
  } else {
    const shown = filterGallery(gallery.items, filter);
    content =
      shown.length > 0 ? (
        <GalleryGrid items={shown} onOpen={setOpenItem} />
      ) : (
        <div className="pub-empty">
          <p className="pub-empty__title">{NO_IMAGES_MESSAGE}</p>
          <p className="pub-empty__text">Try another category above.</p>
        </div>
      );
  }

  return (
    <>
      <PageIntro
        eyebrow="Moments from our work"
        title="Our Gallery"
        lead="Classes in the basti, awareness drives, festivals with the children and the people who make them happen."
      />
      <section className="wk-container pub-section pub-gallery" aria-labelledby="gallery-photos-title">
        <h2 id="gallery-photos-title" className="wk-visually-hidden">
          Photos
        </h2>
        <div className="pub-pills pub-gallery__filters" role="group" aria-label="Filter photos by category">
          {GALLERY_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              className="pub-pill"
              aria-pressed={filter === category}
              onClick={() => setFilter(category)}
            >
              {category}
            </button>
          ))}
        </div>
        {content}
      </section>
      <GalleryModal item={openItem} onClose={() => setOpenItem(null)} />
    </>
  );
}
