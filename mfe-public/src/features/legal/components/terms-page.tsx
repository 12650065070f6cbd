import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function TermsPage() {
  return <PagePlaceholder title="Terms of Use" />;
}
