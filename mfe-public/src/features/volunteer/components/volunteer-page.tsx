import { PagePlaceholder } from '../../placeholder/components/page-placeholder';

// Stand-in until the page is written.
export function VolunteerPage() {
  return <PagePlaceholder title="Volunteer With Us" />;
}
