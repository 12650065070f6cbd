// Texts the society writes in both languages (issue 32, item 5): beside an English field `x` a record may
// hold its Hindi as `xHi`. Hindi is optional: a Hindi page shows `xHi` when it is set, else the English.

import type { PublicSiteSettings } from '../site-settings';
import type { Locale } from './locale';

/** The name of the Hindi field beside `field`: 'title' → 'titleHi'. */
export type HindiField<K extends string> = `${K}Hi`;

const isSet = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * `record[field]` as a page in `locale` shows it: on a Hindi page the Hindi (`record[field + 'Hi']`) when it is
 * non-blank, otherwise (and always in English) the English. A missing Hindi field (older records) is blank.
 *
 *   localizedField({ title: 'Annual Day', titleHi: 'वार्षिकोत्सव' }, 'title', 'hi') === 'वार्षिकोत्सव'
 *   localizedField({ title: 'Annual Day', titleHi: '' }, 'title', 'hi') === 'Annual Day'
 */
export function localizedField<K extends string, R extends { readonly [P in K]: string } & { readonly [P in HindiField<K>]?: string | null }>(
  record: R,
  field: K,
  locale: Locale,
): string {
  if (locale === 'hi') {
    const hindi = (record as Record<string, unknown>)[`${field}Hi`];
    if (isSet(hindi)) return hindi;
  }
  return record[field];
}

/**
 * A list of lines (the postal address) as a page in `locale` shows it: on a Hindi page the Hindi lines when at
 * least one of them is non-blank (blank lines left out), otherwise the English.
 */
export function localizedLines<K extends string, R extends { readonly [P in K]: readonly string[] } & { readonly [P in HindiField<K>]?: readonly string[] | null }>(
  record: R,
  field: K,
  locale: Locale,
): string[] {
  if (locale === 'hi') {
    const hindi = (record as Record<string, unknown>)[`${field}Hi`];
    const lines = Array.isArray(hindi) ? hindi.filter(isSet) : [];
    if (lines.length > 0) return lines;
  }
  return [...record[field]];
}

/**
 * The public settings as a page in `locale` shows them: the society's name, short name and tagline, the
 * address lines and the home statistics' labels in that language (the English where the Hindi is blank).
 * English answers the settings unchanged (the same object), so English pages render exactly as before.
 * The Hindi fields stay in the answer as they were.
 */
export function localizedSiteSettings(settings: PublicSiteSettings, locale: Locale): PublicSiteSettings;
export function localizedSiteSettings(settings: PublicSiteSettings | null, locale: Locale): PublicSiteSettings | null;
export function localizedSiteSettings(settings: PublicSiteSettings | null, locale: Locale): PublicSiteSettings | null {
  if (!settings || locale === 'en') return settings;
  const { identity, contacts, home } = settings;
  return {
    ...settings,
    identity: {
      ...identity,
      name: localizedField(identity, 'name', locale),
      shortName: localizedField(identity, 'shortName', locale),
      tagline: localizedField(identity, 'tagline', locale),
    },
    contacts: { ...contacts, addressLines: localizedLines(contacts, 'addressLines', locale) },
    home: { ...home, statistics: home.statistics.map((statistic) => ({ ...statistic, label: localizedField(statistic, 'label', locale) })) },
  };
}
