import { defineCatalogue, type Catalogue } from '../catalogue';

/**
 * What the API answers about volunteer sessions, sign-ups, check-in and hours (issue 45), by key: a service throws a MessageError naming the key and its values
 * (api/src/i18n/message-error.ts), and the answer is in the request's language. A field is named by its
 * label (the `label…` keys), never by its JSON name. Keys start with 'sessions' so that no two catalogues share one.
 */
export const SESSIONS_API_MESSAGES = {
  sessionsNotFound: 'Not found',
} as const;

export type SessionsApiMessageKey = keyof typeof SESSIONS_API_MESSAGES;

export const sessionsApiText: Catalogue<typeof SESSIONS_API_MESSAGES> = defineCatalogue('sessions-api', SESSIONS_API_MESSAGES, () => import('../hi/sessions-api'));
