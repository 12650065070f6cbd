import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function PrivacyPage() {
  return <PagePlaceholder title="Privacy Policy" />;
}
