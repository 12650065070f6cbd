import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function InternshipPage() {
  return <PagePlaceholder title="Internship Application" />;
}
