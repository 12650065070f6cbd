import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function ContactPage() {
  return <PagePlaceholder title="Contact Us" />;
}
