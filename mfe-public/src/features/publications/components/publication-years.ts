import { formatDay, type Locale, type PublicationItem } from '@society/contracts';

/** The year of a publish date, or null when the date cannot be read. */
export function publishYear(publication: PublicationItem): number | null {
  const year = new Date(publication.publishDate).getFullYear();
  return Number.isNaN(year) ? null : year;
}

/** The publish years found in the data, newest first (SPEC §2). */
export function publishYears(publications: PublicationItem[]): number[] {
  const years = new Set<number>();
  for (const publication of publications) {
    const year = publishYear(publication);
    if (year !== null) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/** '10 June 2024' / '10 जून 2024'; '' when the date cannot be read. */
export function formatPublishDate(value: string, locale: Locale = 'en'): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDay(date, locale);
}
