import { render } from '@testing-library/react';
import { TEST_SITE_SETTINGS, WithSiteSettings } from '@society/web-kit/src/testing/site-settings';
import { PageMetaCollector, usePageMeta, type PageMeta } from './page-meta';

function Page({ image }: { image?: string }) {
  usePageMeta('Gallery', 'Photos of our work.', image ? { image } : {});
  return null;
}

function collect(settings: typeof TEST_SITE_SETTINGS, image?: string): PageMeta {
  const meta: PageMeta = { title: '', description: '', image: '' };
  render(
    <WithSiteSettings settings={settings}>
      <PageMetaCollector.Provider value={meta}>
        <Page image={image} />
      </PageMetaCollector.Provider>
    </WithSiteSettings>,
  );
  return meta;
}

describe('usePageMeta: the picture of a link preview', () => {
  const logo = { url: '/api/uploads/public/site/logo.webp', alt: 'Our logo', srcSet: '' };

  it("is the page's own picture, else the society's logo, else the site's card with its size", () => {
    // (The card's file is a stub under jest.)
    expect(collect(TEST_SITE_SETTINGS)).toMatchObject({ image: 'test-file-stub', imageSize: { width: 1200, height: 630 } });
    const withLogo = collect({ ...TEST_SITE_SETTINGS, identity: { ...TEST_SITE_SETTINGS.identity, logo } });
    expect(withLogo.image).toBe(logo.url);
    expect(withLogo.imageSize).toBeUndefined();
    expect(collect({ ...TEST_SITE_SETTINGS, identity: { ...TEST_SITE_SETTINGS.identity, logo } }, '/api/uploads/public/site/cover.webp').image).toBe('/api/uploads/public/site/cover.webp');
  });
});
