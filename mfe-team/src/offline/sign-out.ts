// Signing out with records not sent yet asks first; the records then stay on the phone for that teacher (sent
// when they log in again) unless they choose to delete them. (Their kept snapshot, children's data, is
// forgotten at any sign-out: sync.ts.)
import { currentLocale } from '@society/web-kit';
import { currentStatus, discardWaitingRecords } from './sync';

// Two questions, in the dashboard's two languages; a count and nothing else goes in, so no formatter is needed.
const QUESTIONS = {
  en: {
    signOut: (count: number) => `${count === 1 ? '1 record has' : `${count} records have`} not been sent yet. Sign out anyway?`,
    discard: (count: number) =>
      `Delete ${count === 1 ? 'this record' : `these ${count} records`} from this phone as well? If not, ${count === 1 ? 'it stays' : 'they stay'} here and ${count === 1 ? 'is' : 'are'} sent when you log in again.`,
  },
  hi: {
    signOut: (count: number) => `${count} रिकॉर्ड अभी भेजे नहीं गए हैं। फिर भी लॉग आउट करें?`,
    discard: (count: number) => `क्या ये ${count} रिकॉर्ड इस फ़ोन से भी मिटा दें? नहीं तो ये यहीं रहेंगे और आपके फिर से लॉग इन करने पर भेज दिए जाएँगे।`,
  },
} as const;

/** Asked by the dashboard frame's Logout: true to sign out. */
export async function confirmSignOutWithWaitingRecords(): Promise<boolean> {
  const count = currentStatus().waiting.length;
  if (count === 0) return true;
  const questions = QUESTIONS[currentLocale()];
  if (!window.confirm(questions.signOut(count))) return false;
  if (window.confirm(questions.discard(count))) await discardWaitingRecords();
  return true;
}
