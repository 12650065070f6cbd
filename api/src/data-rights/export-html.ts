import fs from 'node:fs';
import path from 'node:path';
import { EXPORT_FIELD_TEXTS, EXPORT_TEXTS, exportFieldText, exportText, formatDateTime, formatDay, HTML_LANG, translator, type Locale, type Translate } from '@society/contracts';

/** Devanagari letters and signs: a copy holding any embeds the font that draws them. */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/;
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+20B9, U+25CC, U+A8E0-A8FF';
/** The font file's data: URL, read at the first copy that needs it (the same package the PDFs embed, api/src/pdf/pdf-fonts.ts). */
let devanagariFontUrl: string | undefined;

/**
 * A Hindi name or address in the copy is drawn in Noto Sans Devanagari carried inside the file, so it is shaped
 * right (conjuncts, the vowel sign ि before its consonant) on any computer, with no font to fetch: the page
 * loads no outside resource. Latin text keeps the reader's system font.
 */
function devanagariFontFace(): string {
  if (!devanagariFontUrl) {
    const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
    const font = fs.readFileSync(path.join(dir, '400Regular/NotoSansDevanagari_400Regular.ttf'));
    devanagariFontUrl = `data:font/ttf;base64,${font.toString('base64')}`;
  }
  return `@font-face{font-family:"Devanagari in this file";src:url(${devanagariFontUrl}) format("truetype");unicode-range:${DEVANAGARI_RANGE}}\n`;
}

/** What the export holds, section by section (each section's title is its key in exportText). */
const SECTIONS = ['donations', 'form10beCertificates', 'contactMessages', 'applications', 'certificates', 'leaveRequests', 'exitRequests', 'account', 'mails', 'dataRequests', 'breachNotices', 'volunteerSessions', 'volunteerHours', 'policeVerification', 'policyAcknowledgements'] as const satisfies ReadonlyArray<keyof typeof EXPORT_TEXTS>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How one copy writes its fields and values, in the person's language. */
interface Writing {
  locale: Locale;
  field: Translate<typeof EXPORT_FIELD_TEXTS>;
  none: string;
}

/** A field's name in the copy's language (a mail's 'to' is its recipient); one the catalogue lacks, its key in words. */
function fieldName(key: string, section: string, writing: Writing): string {
  const named = section === 'mails' && key === 'to' ? 'recipient' : key;
  return named in EXPORT_FIELD_TEXTS ? writing.field(named as keyof typeof EXPORT_FIELD_TEXTS) : words(key);
}

/** A value as a person reads it: moments and days in India's time and the copy's language, yes or no for a flag. */
function valueText(value: string | number | boolean, writing: Writing): string {
  if (typeof value === 'boolean') return writing.field(value ? 'yes' : 'no');
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value, writing.locale);
  // A bare day is the API's UTC midnight: the same day in India.
  if (typeof value === 'string' && DAY.test(value)) return formatDay(`${value}T00:00:00Z`, writing.locale);
  return String(value);
}

function valueHtml(value: unknown, section: string, writing: Writing): string {
  if (value === null || value === undefined || value === '') return '<span class="none">—</span>';
  if (Array.isArray(value)) return value.length === 0 ? `<span class="none">${escape(writing.none)}</span>` : `<ul>${value.map((item) => `<li>${valueHtml(item, section, writing)}</li>`).join('')}</ul>`;
  if (typeof value === 'object') return recordHtml(value as Record<string, unknown>, section, writing);
  return escape(valueText(value as string | number | boolean, writing));
}

function recordHtml(record: Record<string, unknown>, section: string, writing: Writing): string {
  return `<dl>${Object.entries(record)
    .map(([key, value]) => `<dt>${escape(fieldName(key, section, writing))}</dt><dd>${valueHtml(value, section, writing)}</dd>`)
    .join('')}</dl>`;
}

/**
 * The readable copy of an access export (the same data as the JSON), one self-contained page with no script
 * and no outside resource; a browser prints it to PDF.
 */
export async function exportHtml(data: Record<string, unknown> & { email: string; generatedAt: string }, societyName: string, locale: Locale = 'en'): Promise<string> {
  await Promise.all([exportText.load(locale), exportFieldText.load(locale)]);
  const t = translator(exportText, locale);
  const writing: Writing = { locale, field: translator(exportFieldText, locale), none: t('none') };
  const sections = SECTIONS.map((key) => {
    const value = data[key];
    const items = Array.isArray(value) ? value : value ? [value] : [];
    const body = items.length === 0 ? `<p class="none">${escape(t('nothingHeld'))}</p>` : items.map((item) => `<section class="item">${recordHtml(item as Record<string, unknown>, key, writing)}</section>`).join('');
    return `<h2>${escape(t(key))} (${items.length})</h2>${body}`;
  }).join('\n');
  const heading = escape(societyName ? t('titleBy', { society: societyName }) : t('title'));
  const fontFace = DEVANAGARI.test(sections) || DEVANAGARI.test(heading) ? devanagariFontFace() : '';
  return `<!doctype html>
<html lang="${HTML_LANG[locale].slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title>
<style>
${fontFace}body{font-family:${fontFace ? '"Devanagari in this file",' : ''}system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:2px solid #c2410c;padding-bottom:.25rem}
.item{border:1px solid #e7e5e4;border-radius:6px;padding:.5rem 1rem;margin:.75rem 0}
dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;margin:.25rem 0}dt{color:#57534e}dd{margin:0;overflow-wrap:anywhere}
.none{color:#57534e}ul{margin:0;padding-left:1.2rem}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}}
</style></head>
<body><main>
<h1>${heading}</h1>
<p>${escape(t('intro', { email: '\u0000', time: formatDateTime(data.generatedAt, locale) })).replace('\u0000', `<strong>${escape(data.email)}</strong>`)}</p>
${sections}
</main></body></html>
`;
}
