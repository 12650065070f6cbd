import type { Translation } from '../catalogue';
import type { pagesNotFoundText } from '../catalogues/public-pages';

const hi: Translation<typeof pagesNotFoundText.en> = {
  metaTitle: 'पेज नहीं मिला',
  metaDescription: 'आप जो पेज ढूँढ रहे हैं, वह शायद कहीं और चला गया है या लिंक में कोई ग़लती है।',
};
export default hi;
