import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function GalleryPage() {
  return <PagePlaceholder title="Our Gallery" />;
}
