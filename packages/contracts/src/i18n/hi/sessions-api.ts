import type { Translation } from '../catalogue';
import type { SESSIONS_API_MESSAGES } from '../catalogues/sessions-api';

const hi: Translation<typeof SESSIONS_API_MESSAGES> = {
  sessionsNotFound: 'नहीं मिला',
};

export default hi;
