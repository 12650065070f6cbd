// The optional Hindi texts of the site's content and settings (issue 32, item 5), as the API answers them:
// a Hindi field is in an answer only when it is set, so a record without Hindi reads exactly as before and
// a client treats a missing one as blank (localizedField of the contracts shows the English then).

type HindiTexts = Record<string, string | readonly string[] | null | undefined>;

/** The Hindi fields of `fields` that hold text (non-blank; a list with at least one non-blank line). */
export function hindiFields<T extends HindiTexts>(fields: T): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.some((line) => typeof line === 'string' && line.trim() !== '')) {
      set[field] = Array.isArray(value) ? [...value] : value;
    }
  }
  return set as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}
