import { defineCatalogue, type Catalogue } from '../catalogue';

/**
 * What the API answers about child safeguarding: the child-protection policy, police verifications and the concerns register (issue 45), by key: a service throws a MessageError naming the key and its values
 * (api/src/i18n/message-error.ts), and the answer is in the request's language. A field is named by its
 * label (the `label…` keys), never by its JSON name. Keys start with 'safeguarding' so that no two catalogues share one.
 */
export const SAFEGUARDING_API_MESSAGES = {
  safeguardingNotFound: 'Not found',
} as const;

export type SafeguardingApiMessageKey = keyof typeof SAFEGUARDING_API_MESSAGES;

export const safeguardingApiText: Catalogue<typeof SAFEGUARDING_API_MESSAGES> = defineCatalogue('safeguarding-api', SAFEGUARDING_API_MESSAGES, () => import('../hi/safeguarding-api'));
