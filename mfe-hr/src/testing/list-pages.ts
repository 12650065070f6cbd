import { APPLICANT_SORT_DEFAULT, CERTIFICATE_SORT_DEFAULT, ONGOING_STATUSES, REQUEST_SORT_DEFAULT, type ApplicantView } from '@society/contracts';
import { fakePage } from '@society/web-kit/src/testing/fake-page';
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
    const status = query.get('status');
    const shown = all.filter(inView(query.get('view'))).filter((applicant) => !status || applicant.status === status);
    const page = fakePage(shown, url, { searchIn: (applicant) => [applicant.name, applicant.email, applicant.phone], defaultSort: APPLICANT_SORT_DEFAULT });
    const counts = Object.fromEntries((['ongoing', 'volunteer', 'intern'] as ApplicantView[]).map((view) => [view, all.filter(inView(view)).length]));
    return { body: { ...page, counts } };
  };
}

/** A fake GET /api/hr/contact like the API's: a page of `messages` (as given, newest first), searched by name, email or text. */
export function contactPages(messages: readonly object[]): (init: RequestInit, url: string) => FakeReply {
  return (_init, url) => ({
    body: fakePage(messages as Array<Record<string, string>>, url, { searchIn: (message) => [message.name, message.email, message.message], sortKey: () => 0, defaultSort: '-createdAt' }),
  });
}

/**
 * A fake GET /api/hr/leave-requests (or exit-requests) like the API's: a page of `source()`'s requests,
 * searched by the person's name or email, filtered by status, pending first unless a status is asked for,
 * with the count of all pending.
 */
export function requestPages(source: () => ReadonlyArray<{ status: string; createdAt: string; person?: { name: string; email: string } }>): (init: RequestInit, url: string) => FakeReply {
  return (_init, url) => {
    const all = source();
    const query = new URL(url, 'http://site').searchParams;
    const [status, descending] = [query.get('status'), (query.get('sort') ?? REQUEST_SORT_DEFAULT).startsWith('-')];
    const rank = (request: { status: string }) => (!status && request.status === 'pending' ? 0 : 1);
    // Put in the API's order here; fakePage then keeps it (every key equal) while it searches and pages.
    const ordered = all
      .filter((request) => !status || request.status === status)
      .sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt) * (descending ? -1 : 1));
    const page = fakePage(ordered, url, { searchIn: (request) => [request.person?.name, request.person?.email], sortKey: () => 0, defaultSort: REQUEST_SORT_DEFAULT });
    return { body: { ...page, counts: { pending: all.filter((request) => request.status === 'pending').length } } };
  };
}

/** A fake GET /api/hr/certificates like the API's: a page of `source()`'s certificates, searched by holder or code, filtered valid or revoked. */
export function certificatePages(source: () => ReadonlyArray<{ holderName: string; code: string; status: string }>): (init: RequestInit, url: string) => FakeReply {
  return (_init, url) => {
    const status = new URL(url, 'http://site').searchParams.get('status');
    const shown = source().filter((certificate) => !status || certificate.status === status);
    return { body: fakePage(shown, url, { searchIn: (certificate) => [certificate.holderName, certificate.code], defaultSort: CERTIFICATE_SORT_DEFAULT }) };
  };
}
