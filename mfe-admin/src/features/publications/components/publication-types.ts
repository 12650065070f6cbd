import type { PublicationType } from '@society/contracts';

export const PUBLICATION_TYPE_LABELS: Record<PublicationType, string> = {
  newsletter: 'Newsletter',
  annual_report: 'Annual Report',
};
