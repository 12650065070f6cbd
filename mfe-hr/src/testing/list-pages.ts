import { APPLICANT_SORT_DEFAULT, ONGOING_STATUSES, type ApplicantView } from '@society/contracts';
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
