import { ONGOING_STATUSES, PAGE_SIZE_DEFAULT, type ApplicantView } from '@society/contracts';
import type { FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import type { Applicant } from '../features/applicants/api/get-applicants';

const inView = (view: string | null) => (applicant: Applicant) =>
  !view || (view === 'ongoing' ? ONGOING_STATUSES.includes(applicant.status) : applicant.type === view);

/**
 * A fake GET /api/hr/applicants like the API's: the plain list without a query; with one, a page of the
 * view, searched, filtered by status and sorted, with the three tabs' counts. `source` gives the applicants
 * the fake server holds at the time of each request.
 */
export function applicantPages(source: readonly object[] | (() => readonly object[])): (init: RequestInit, url: string) => FakeReply {
  return (_init, url) => {
    const all = (typeof source === 'function' ? source() : source) as Applicant[];
    const query = new URL(url, 'http://site').searchParams;
    if ([...query.keys()].length === 0) return { body: all };
    const search = (query.get('search') ?? '').toLowerCase();
    const status = query.get('status');
    const sort = query.get('sort') ?? '-createdAt';
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? PAGE_SIZE_DEFAULT);
    const field = sort.replace('-', '') as 'createdAt' | 'name' | 'status';
    const matching = all
      .filter(inView(query.get('view')))
      .filter((applicant) => !status || applicant.status === status)
      .filter((applicant) => !search || [applicant.name, applicant.email, applicant.phone ?? ''].some((text) => text.toLowerCase().includes(search)))
      .sort((a, b) => ((a[field] ?? '') < (b[field] ?? '') ? -1 : (a[field] ?? '') > (b[field] ?? '') ? 1 : 0) * (sort.startsWith('-') ? -1 : 1));
    const counts = Object.fromEntries((['ongoing', 'volunteer', 'intern'] as ApplicantView[]).map((view) => [view, all.filter(inView(view)).length]));
    return { body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize, counts } };
  };
}

/** A fake GET /api/hr/contact like the API's: a page of `messages` (as given, newest first), searched by name, email or text. */
export function contactPages(messages: readonly object[]): (init: RequestInit, url: string) => FakeReply {
  return (_init, url) => {
    const query = new URL(url, 'http://site').searchParams;
    const search = (query.get('search') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? PAGE_SIZE_DEFAULT);
    const matching = (messages as Array<Record<string, string>>).filter((message) => !search || ['name', 'email', 'message'].some((field) => (message[field] ?? '').toLowerCase().includes(search)));
    return { body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize } };
  };
}
