import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function CampaignPage({ slug }: { slug: string }) {
  return <PagePlaceholder title={`Campaign: ${slug}`} />;
}
