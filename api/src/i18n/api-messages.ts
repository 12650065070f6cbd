import {
  apiText,
  exportText,
  formatMessage,
  legalDataKindsText,
  legalYourDataText,
  loginText,
  mailText,
  MESSAGES,
  messagesText,
  volunteerPortalText,
  type ApiErrorBody,
  type Catalogue,
  type Locale,
  type Messages,
} from '@society/contracts';
import { KEYED_CATALOGUES } from './message-error';

/**
 * The pages' catalogues that hold, word for word, some of what the API answers them with (the login page's
 * expired link, the "Your data" form's throttle, the portal's leave dates): their one Hindi is the API's too.
 */
const SHARED: Array<Catalogue<Messages>> = [loginText, legalYourDataText, volunteerPortalText];

/** Loads the Hindi of every catalogue the API speaks (once, before the app answers its first request). */
export async function loadApiLanguages(): Promise<void> {
  await Promise.all([messagesText, apiText, mailText, exportText, legalDataKindsText, ...KEYED_CATALOGUES, ...SHARED].map((catalogue) => catalogue.load('hi')));
}

/** An English template as a pattern: its `{name}` placeholders each capture the text in their place. */
interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function template(key: string, english: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += escape(english.slice(last, match.index));
    names.push(match[1]);
    // A field's name is an identifier (dotted for nested ones); anything else is any text.
    source += match[1] === 'field' ? '([A-Za-z_][\\w.]*)' : '(.+?)';
    last = match.index + match[0].length;
  }
  source += escape(english.slice(last));
  return { key, pattern: new RegExp(`^${source}$`, 's'), names };
}

// SPEC §8's texts are matched whole (they carry no placeholder the API fills in, but donationSuccess is built apart).
const exact = new Map<string, keyof typeof MESSAGES>(Object.entries(MESSAGES).map(([key, text]) => [text, key as keyof typeof MESSAGES]));
// A page's text answered by the API: its English without placeholders, and where its Hindi is.
const shared = new Map<string, { catalogue: Catalogue<Messages>; key: string }>();
for (const catalogue of SHARED) for (const [key, text] of Object.entries(catalogue.en)) if (!text.includes('{')) shared.set(text, { catalogue, key });
const apiEnglish: Messages = apiText.en;
const apiExact = new Map<string, string>();
const apiTemplates: Template[] = [];
for (const [key, english] of Object.entries(apiEnglish)) {
  if (english.includes('{')) apiTemplates.push(template(key, english));
  else apiExact.set(english, key);
}
// More literal text first: '{field} must be at most {max} characters' before '{field} must be at most {max}'.
apiTemplates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

/**
 * `message` (an English text the API answers with) in `locale`: SPEC §8's from `messagesText`, the others from
 * `apiText`, found by their English template. A message no catalogue knows stays English.
 */
export function translateApiMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const spec = exact.get(message);
  if (spec) return messagesText.loaded(locale)?.[spec] ?? message;
  const page = shared.get(message);
  if (page) return page.catalogue.loaded(locale)?.[page.key] ?? message;
  const hi = apiText.loaded(locale) as Messages | null;
  if (!hi) return message;
  const key = apiExact.get(message);
  if (key) return hi[key] ?? message;
  for (const { key: templateKey, pattern, names } of apiTemplates) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return formatMessage(hi[templateKey], locale, values);
  }
  return message;
}

/** An error body in `locale`: its message and each field's messages; the fields' names stay as they are. */
export function translateErrorBody(body: ApiErrorBody, locale: Locale): ApiErrorBody {
  if (locale === 'en') return body;
  const translated: ApiErrorBody = { ...body, message: translateApiMessage(body.message, locale) };
  if (body.errors) {
    translated.errors = Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages.map((message) => translateApiMessage(message, locale))]));
  }
  return translated;
}
