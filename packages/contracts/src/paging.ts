// One paging contract for every staff list (donations, contacts, applicants, students, users, and any
// list added later). A SPEC list route called with none of these parameters keeps its plain array answer;
// with any of them it answers one page: { items, total, page, pageSize } plus the figures its screen shows.

/** Rows per page when the request does not say. */
export const PAGE_SIZE_DEFAULT = 25;
/** The most rows one page may hold: a page is a screenful, never a download. */
export const PAGE_SIZE_MAX = 100;
/** The page sizes the tables offer. */
export const PAGE_SIZE_CHOICES = [10, 25, 50, 100] as const;
/** Pages beyond this are refused: skipping millions of rows is an export's job. */
export const PAGE_MAX = 10_000;
/** Longest search text a list accepts. */
export const LIST_SEARCH_MAX = 100;

/** The query parameters every paged list reads (plus its own filters). */
export const PAGING_PARAMS = ['page', 'pageSize', 'sort', 'search'] as const;

/** `field` sorts ascending, `-field` descending. */
export type SortParam<K extends string> = K | `-${K}`;

/** Every sort a list accepts, from the fields it can sort by. */
export function sortChoices<K extends string>(fields: readonly K[]): SortParam<K>[] {
  return fields.flatMap((field) => [field, `-${field}` as const]);
}

/** The field and direction a sort parameter names. */
export function parseSort<K extends string>(sort: SortParam<K>): { field: K; descending: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1) as K, descending: true } : { field: sort as K, descending: false };
}

export interface PageQuery<S extends string = string> {
  /** 1-based. */
  page?: number;
  pageSize?: number;
  sort?: S;
  search?: string;
}

export interface Page<T> {
  items: T[];
  /** Rows matching the search and filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** Number of the last page (1 when there are no rows). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// ---- Donations (admin) ------------------------------------------------------------------------------

export const DONATION_SORT_FIELDS = ['date', 'amount', 'name'] as const;
export type DonationSort = SortParam<(typeof DONATION_SORT_FIELDS)[number]>;
export const DONATION_SORTS = sortChoices(DONATION_SORT_FIELDS);
export const DONATION_SORT_DEFAULT: DonationSort = '-date';

export interface DonationMonthTotal {
  /** '2025-04': a month in India's calendar. */
  month: string;
  total: number;
}

/** The Donations tab's figures, over every donation whatever the page's search and filter. */
export interface DonationFigures {
  /** '2025-26': the financial year of today in India. */
  financialYear: string;
  /** Rupees received in that financial year. */
  received: number;
  /** Donations without a receipt yet, of every year. */
  pendingReceipts: number;
  /** All donations (the tab's count). */
  count: number;
  /** April to March of that financial year; a month without donations is 0. */
  months: DonationMonthTotal[];
}

// ---- Contact messages -------------------------------------------------------------------------------

export const CONTACT_SORT_FIELDS = ['createdAt', 'name'] as const;
export type ContactSort = SortParam<(typeof CONTACT_SORT_FIELDS)[number]>;
export const CONTACT_SORTS = sortChoices(CONTACT_SORT_FIELDS);
export const CONTACT_SORT_DEFAULT: ContactSort = '-createdAt';

// ---- Applicants (HR) --------------------------------------------------------------------------------

/** The HR dashboard's three applicant tables (SPEC §2). */
export const APPLICANT_VIEWS = ['ongoing', 'volunteer', 'intern'] as const;
export type ApplicantView = (typeof APPLICANT_VIEWS)[number];
export const APPLICANT_SORT_FIELDS = ['createdAt', 'name', 'status'] as const;
export type ApplicantSort = SortParam<(typeof APPLICANT_SORT_FIELDS)[number]>;
export const APPLICANT_SORTS = sortChoices(APPLICANT_SORT_FIELDS);
export const APPLICANT_SORT_DEFAULT: ApplicantSort = '-createdAt';

/** The tab counts, over every applicant whatever the page's search and filter. */
export type ApplicantCounts = Record<ApplicantView, number>;

/**
 * A name as a reader sorts it, stored beside the name so the database can sort by it (it compares strings
 * character by character): case and Latin accents aside. Only the combining accents go: in Devanagari the
 * vowel signs are marks too, and they are letters of the name (राम and रमा are two names).
 */
export function nameSortKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').trim().toLowerCase();
}

// ---- Students (team) and users (admin) ---------------------------------------------------------------

/**
 * `class` is school order (see studentSortKeys). No sort by age: a child's age is worked out from the date of
 * birth when known, and only typed in otherwise, so no stored field orders them all.
 */
export const STUDENT_SORT_FIELDS = ['name', 'class', 'createdAt'] as const;
export type StudentSort = SortParam<(typeof STUDENT_SORT_FIELDS)[number]>;
export const STUDENT_SORTS = sortChoices(STUDENT_SORT_FIELDS);
export const STUDENT_SORT_DEFAULT: StudentSort = 'name';

export const USER_SORT_FIELDS = ['email', 'role', 'createdAt'] as const;
export type UserSort = SortParam<(typeof USER_SORT_FIELDS)[number]>;
export const USER_SORTS = sortChoices(USER_SORT_FIELDS);
export const USER_SORT_DEFAULT: UserSort = 'email';

// ---- Leave and exit requests, certificates (HR) --------------------------------------------------------

/**
 * Leave and exit requests sort by when they were made. Without a status filter the pending ones (waiting
 * for HR) come first, each group in that order.
 */
export const REQUEST_SORT_FIELDS = ['createdAt'] as const;
export type RequestSort = SortParam<(typeof REQUEST_SORT_FIELDS)[number]>;
export const REQUEST_SORTS = sortChoices(REQUEST_SORT_FIELDS);
export const REQUEST_SORT_DEFAULT: RequestSort = '-createdAt';

/** The Leave and Exits tabs' figure, whatever the page's search and filter. */
export interface RequestCounts {
  pending: number;
}

export const CERTIFICATE_SORT_FIELDS = ['issuedAt', 'holderName'] as const;
export type CertificateSort = SortParam<(typeof CERTIFICATE_SORT_FIELDS)[number]>;
export const CERTIFICATE_SORTS = sortChoices(CERTIFICATE_SORT_FIELDS);
export const CERTIFICATE_SORT_DEFAULT: CertificateSort = '-issuedAt';
