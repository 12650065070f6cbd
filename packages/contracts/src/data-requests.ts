// Data-rights requests (DPDP Act 2023, sections 11 to 14): a person asks, from the public "Your data" page,
// to see, correct or erase the data held under their email address, to nominate someone, or raises a
// grievance. Nothing is acted on until the request is confirmed through a link mailed to that address.

import type { Page } from './paging';

export const DATA_REQUEST_KINDS = ['access', 'correction', 'erasure', 'nomination', 'grievance'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** The kinds whose request must say what it is about (`details`): what to correct, what the grievance is. */
export const DATA_REQUEST_KINDS_WITH_DETAILS = ['correction', 'grievance'] as const satisfies readonly DataRequestKind[];
/** The kinds that must name someone (`nomineeName` and `nomineeEmail`). */
export const DATA_REQUEST_KINDS_WITH_NOMINEE = ['nomination'] as const satisfies readonly DataRequestKind[];

/** What each right is called on the public page and in the staff register. */
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  access: 'See my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  nomination: 'Nominate someone',
  grievance: 'Raise a grievance',
};

/**
 * unconfirmed: waiting for its link (staff do not see it); open: confirmed, the response period runs;
 * done: served; declined: answered without doing what was asked (the reply says why).
 */
export const DATA_REQUEST_STATUSES = ['unconfirmed', 'open', 'done', 'declined'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];
/** The statuses the staff register shows (an unconfirmed request may not be the person's at all). */
export const DATA_REQUEST_REGISTER_STATUSES = ['open', 'done', 'declined'] as const;
export type DataRequestRegisterStatus = (typeof DATA_REQUEST_REGISTER_STATUSES)[number];

/** The confirmation link works once, for this long. */
export const DATA_REQUEST_LINK_VALID_HOURS = 48;
/** The link to an access export works this long (any number of downloads, each made fresh from the records). */
export const DATA_EXPORT_VALID_DAYS = 7;

export const DATA_REQUEST_LIMITS = {
  detailsMax: 2000,
  replyMax: 2000,
} as const;

export const DATA_REQUEST_EXPORT_FORMATS = ['json', 'html'] as const;
export type DataExportFormat = (typeof DATA_REQUEST_EXPORT_FORMATS)[number];

export const DATA_REQUEST_MESSAGES = {
  /** The same answer whether or not anything is held under the address: nothing is revealed before confirmation. */
  received: `Thank you. We have emailed a link to that address. Open it within ${DATA_REQUEST_LINK_VALID_HOURS} hours to confirm your request; until then we do nothing with it.`,
  tooMany: 'Too many requests from you. Please try again later.',
  needsMail: 'This page cannot send email at the moment. Please write to our grievance contact instead (see the privacy page).',
  detailsRequired: 'Please tell us what needs correcting',
  nomineeRequired: 'Please give the name and email address of the person you nominate',
  linkInvalid: 'This link has expired or has already been used. Please make your request again.',
  exportLinkInvalid: 'This download link has expired. Please ask for your data again.',
  notFound: 'Request not found',
  notOpen: 'This request is already closed.',
  /** Another staff step on the request is running (in any API replica): an erasure takes a moment. */
  inProgress: 'Another admin is working on this request right now. Please try again in a moment.',
  wrongKind: 'This action does not serve this kind of request.',
  tooManyLinks: 'Too many tries. Please try again later.',
} as const;

/** POST /api/public/data-requests (besides the bot-check fields and noticeVersion). */
export interface NewDataRequest {
  kind: DataRequestKind;
  name: string;
  email: string;
  /** What to correct, what the grievance is, or anything the person wants us to know. */
  details?: string;
  /** Nomination only: who may exercise the person's rights on death or incapacity. */
  nomineeName?: string;
  nomineeEmail?: string;
}

/** POST /api/public/data-requests/confirm. */
export interface DataRequestConfirmation {
  kind: DataRequestKind;
  /** ISO date-time: when the response period ends. */
  dueAt: string;
  responseDays: number;
}

/** What staff record on closing a request; it is mailed to the person. */
export interface CloseDataRequest {
  outcome: 'done' | 'declined';
  reply: string;
}

/** What an erasure kept, and why (mailed to the person and kept on the request). */
export interface ErasureKept {
  what: string;
  why: string;
}

export interface ErasureOutcome {
  /** Records (and files) removed, per kind of record. */
  removed: Record<string, number>;
  kept: ErasureKept[];
}

/** One row of the staff register. */
export interface DataRequestItem {
  _id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  name: string;
  email: string;
  details: string;
  nomineeName: string;
  nomineeEmail: string;
  receivedAt: string;
  confirmedAt: string | null;
  dueAt: string | null;
  /** Open past its due date. */
  overdue: boolean;
  closedAt: string | null;
  closedBy: string | null;
  reply: string;
  /** Access: when the export's link was mailed, and until when it works. */
  exportSentAt: string | null;
  exportExpiresAt: string | null;
  /** Erasure: what went and what was kept. */
  erasure: ErasureOutcome | null;
}

export interface DataRequestPage extends Page<DataRequestItem> {
  /** DATA_REQUEST_RESPONSE_DAYS in force. */
  responseDays: number;
  /** Open requests past their due date, over all pages. */
  overdue: number;
}

/** One record held under the request's email, as the register's detail lists it. */
export interface HeldRecord {
  /** donation, contact message, application, certificate, leave request, exit request, account, mail, breach notice. */
  collection: string;
  id: string;
  label: string;
  /** Where staff correct it (a dashboard path), when a screen edits it. */
  editAt: string | null;
}

/** GET /api/admin/data-requests/:id: the request, what is held under its email, and what an erasure would do. */
export interface DataRequestDetail {
  request: DataRequestItem;
  held: HeldRecord[];
  /** Erasure only (null otherwise): what it will remove and what it will keep, and why. */
  erasurePlan: { remove: string[]; keep: ErasureKept[] } | null;
}
