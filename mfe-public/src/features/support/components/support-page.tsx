import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function SupportPage() {
  return <PagePlaceholder title="Support Us" />;
}
