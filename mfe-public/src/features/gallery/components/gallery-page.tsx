import { useState, type MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GALLERY_CATEGORIES, GALLERY_PAGE_SIZE, lastPage, type GalleryItem } from '@society/contracts';
import { ErrorView, PageSpinner } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { galleryView, galleryViewSearch, useGalleryPage, type GalleryView } from '../api/get-gallery';
import { GalleryCard } from './gallery-card';
import { GalleryModal } from './gallery-modal';
import './gallery.css';

export const NO_IMAGES_MESSAGE = 'No images found for this category.';

function GalleryGrid({ items, onOpen }: { items: GalleryItem[]; onOpen: (item: GalleryItem) => void }) {
  return (
    <ul className="pub-gallery__grid">
      {items.map((item, index) => (
        <GalleryCard key={item._id} item={item} onOpen={onOpen} first={index === 0} />
      ))}
    </ul>
  );
}

/** Newer and older photos of the category: plain links, so they work before (and without) the scripts. */
function GalleryPager({ view, total }: { view: GalleryView; total: number }) {
  const last = lastPage(total, GALLERY_PAGE_SIZE);
  if (last <= 1 && view.page <= 1) return null;
  const to = (page: number) => ({ search: galleryViewSearch({ ...view, page }) });
  return (
    <nav className="pub-gallery__pager" aria-label="Pages of photos">
      {view.page > 1 ? (
        <Link className="pub-gallery__page-link" to={to(Math.min(view.page - 1, last))} rel="prev">
          ← Newer photos
        </Link>
      ) : (
        <span />
      )}
      <span className="pub-gallery__page-status">
        Page {view.page} of {last}
      </span>
      {view.page < last ? (
        <Link className="pub-gallery__page-link" to={to(view.page + 1)} rel="next">
          Older photos →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function GalleryPage() {
  usePageMeta('Our Gallery', 'Photos of our classes, campaigns, celebrations and workshops in Ambala, Chandigarh and Panchkula.');
  // The category and page are in the address (/gallery?category=Campaigns&page=2), so each page of photos can
  // be linked to, is drawn ready by the server, and the filter and pages work before the scripts arrive.
  const [searchParams, setSearchParams] = useSearchParams();
  const view = galleryView(searchParams);
  const gallery = useGalleryPage(view);
  const [openItem, setOpenItem] = useState<GalleryItem | null>(null);
  // Without scripts the filter's form asks the server for the page; with them the address changes in place.
  const choose = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setSearchParams(new URLSearchParams(galleryViewSearch({ category: event.currentTarget.value as GalleryView['category'], page: 1 })));
  };

  let content;
  if (gallery.status === 'loading') {
    content = <PageSpinner label="Loading photos" />;
  } else if (gallery.status === 'error') {
    content = (
      <ErrorView title="The photos could not be loaded" message={gallery.message} onRetry={gallery.retry} retryLabel="Try Again" />
    );
  } else {
    content = (
      <>
        {gallery.page.items.length > 0 ? (
          <GalleryGrid items={gallery.page.items} onOpen={setOpenItem} />
        ) : (
          <div className="pub-empty">
            <p className="pub-empty__title">{NO_IMAGES_MESSAGE}</p>
            <p className="pub-empty__text">Try another category above.</p>
          </div>
        )}
        <GalleryPager view={view} total={gallery.page.total} />
      </>
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
        <form method="get" action="/gallery" className="pub-pills pub-gallery__filters" role="group" aria-label="Filter photos by category">
          {GALLERY_CATEGORIES.map((category) => (
            <button key={category} type="submit" name="category" value={category} className="pub-pill" aria-pressed={view.category === category} onClick={choose}>
              {category}
            </button>
          ))}
        </form>
        {content}
      </section>
      <GalleryModal item={openItem} onClose={() => setOpenItem(null)} />
    </>
  );
}
