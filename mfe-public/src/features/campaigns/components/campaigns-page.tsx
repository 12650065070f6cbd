import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function CampaignsPage() {
  return <PagePlaceholder title="Our Campaigns" />;
}
