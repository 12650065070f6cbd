import type { Translation } from '../catalogue';
import type { SAFEGUARDING_API_MESSAGES } from '../catalogues/safeguarding-api';

const hi: Translation<typeof SAFEGUARDING_API_MESSAGES> = {
  safeguardingNotFound: 'नहीं मिला',
};

export default hi;
