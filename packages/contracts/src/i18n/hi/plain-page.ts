import type { Translation } from '../catalogue';
import type { PLAIN_PAGE_EN } from '../catalogues/plain-page';

const hi: Translation<typeof PLAIN_PAGE_EN> = {
  loading: 'लोड हो रहा है…',
  needsJavaScript: 'हमारा काम दिखाने, दान लेने और संदेश पाने के लिए इस साइट को JavaScript चाहिए। कृपया इसे चालू करें और पेज फिर से लोड करें।',
};

export default hi;
