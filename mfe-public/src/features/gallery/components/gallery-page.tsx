import { useState, type MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GALLERY_CATEGORIES, GALLERY_PAGE_SIZE, lastPage, pagesGalleryText, type GalleryItem } from '@society/contracts';
import { ErrorView, PageSpinner, useLocalPath } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { galleryView, galleryViewSearch, useGalleryPage, type GalleryView } from '../api/get-gallery';
import { GalleryCard } from './gallery-card';
import { GalleryModal } from './gallery-modal';
import { categoryLabel, useGalleryText, useLocalItem, type GalleryTranslate } from './gallery-text';
import './gallery.css';

export const NO_IMAGES_MESSAGE = pagesGalleryText.en.noImages;

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
function GalleryPager({ view, total, t }: { view: GalleryView; total: number; t: GalleryTranslate }) {
  const last = lastPage(total, GALLERY_PAGE_SIZE);
  if (last <= 1 && view.page <= 1) return null;
  // Only the query changes: the links stay on this page's own path (/gallery, or /hi/gallery in Hindi).
  const to = (page: number) => ({ search: galleryViewSearch({ ...view, page }) });
  return (
    <nav className="pub-gallery__pager" aria-label={t('pagerLabel')}>
      {view.page > 1 ? (
        <Link className="pub-gallery__page-link" to={to(Math.min(view.page - 1, last))} rel="prev">
          {t('newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className="pub-gallery__page-status">
        {t('pageStatus', { page: String(view.page), last: String(last) })}
      </span>
      {view.page < last ? (
        <Link className="pub-gallery__page-link" to={to(view.page + 1)} rel="next">
          {t('older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function GalleryPage() {
  const { t, errorMessage } = useGalleryText();
  const localPath = useLocalPath();
  const localItem = useLocalItem();
  usePageMeta(t('metaTitle'), t('metaDescription'));
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
    content = <PageSpinner label={t('loading')} />;
  } else if (gallery.status === 'error') {
    content = (
      <ErrorView title={t('errorTitle')} message={errorMessage(gallery.message)} onRetry={gallery.retry} retryLabel={t('tryAgain')} />
    );
  } else {
    content = (
      <>
        {gallery.page.items.length > 0 ? (
          <>
            <p className="pub-gallery__count">
              {t('photoCount', { count: gallery.page.total, category: categoryLabel(view.category, t) })}
            </p>
            <GalleryGrid items={gallery.page.items.map(localItem)} onOpen={setOpenItem} />
          </>
        ) : (
          <div className="pub-empty">
            <p className="pub-empty__title">{t('noImages')}</p>
            <p className="pub-empty__text">{t('noImagesHint')}</p>
          </div>
        )}
        <GalleryPager view={view} total={gallery.page.total} t={t} />
      </>
    );
  }

  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section className="wk-container pub-section pub-gallery" aria-labelledby="gallery-photos-title">
        <h2 id="gallery-photos-title" className="wk-visually-hidden">
          {t('photos')}
        </h2>
        <form method="get" action={localPath('/gallery')} className="pub-pills pub-gallery__filters" role="group" aria-label={t('filterLabel')}>
          {GALLERY_CATEGORIES.map((category) => (
            <button key={category} type="submit" name="category" value={category} className="pub-pill" aria-pressed={view.category === category} onClick={choose}>
              {categoryLabel(category, t)}
            </button>
          ))}
        </form>
        {content}
      </section>
      <GalleryModal item={openItem} onClose={() => setOpenItem(null)} />
    </>
  );
}
