import { createContext, useContext, useEffect } from 'react';
import { pageTitle, previewPicture, useSiteSettings } from '@society/web-kit';

/** What a page says about itself: the document title and, in ready-made HTML, the link preview. */
export interface PageMeta {
  /** The full document title ("Donate | Welfare Society"). */
  title: string;
  description: string;
  /** The picture link previews show: the page's own, else the society's logo, else the site's card. */
  image: string;
  /** Its size, when known (the site's and the campaigns' cards: 1200×630); previews size the others themselves. */
  imageSize?: { readonly width: number; readonly height: number };
  /** The page is the "not found" page (served with status 404). */
  notFound?: boolean;
  /** Search engines should not keep the page (a certificate's check): no canonical URL, robots noindex. */
  noindex?: boolean;
}

/**
 * Set only while the server renders a page (server.tsx): the page's meta is written into it during
 * the render, for the page renderer to put in the head. In the browser there is none.
 */
export const PageMetaCollector = createContext<PageMeta | null>(null);

/** Sets the document title and meta description for one public page. */
export function usePageMeta(title: string, description: string, extra: Partial<Pick<PageMeta, 'image' | 'imageSize' | 'notFound' | 'noindex'>> = {}) {
  const settings = useSiteSettings();
  const fullTitle = pageTitle(title, settings);
  const collector = useContext(PageMetaCollector);
  if (collector) {
    Object.assign(collector, { title: fullTitle, description, notFound: extra.notFound, noindex: extra.noindex, ...previewPicture(settings, extra.image, extra.imageSize) });
  }
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
  // Reached in the browser alone (a page the renderer did not make): the same request to robots.
  const noindex = Boolean(extra.noindex);
  useEffect(() => {
    if (!noindex) return undefined;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, [noindex]);
}
