import { defineCatalogue, formatMessage } from './i18n/catalogue';
import { formatRupees } from './i18n/format';
import type { Locale } from './i18n/locale';

/** User-facing texts of SPEC §8, word for word; the API and the fronts both use these (Hindi: i18n/hi/messages.ts). */
export const MESSAGES = {
  networkError: 'Network error. Please check your connection.',
  genericError: 'An error occurred. Please try again.',
  formNetworkError: 'Network Error: Please check your internet connection.',
  serverError: 'Server error. Please try again later.',

  invalidCredentials: 'Invalid credentials',
  unauthorizedRole: 'Unauthorized role',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  sessionRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',

  contactBadRequest: 'Please provide all required information.',
  contactTooMany: 'Too many messages sent. Please try again later.',
  contactFailed: 'Failed to send message. Please try again.',
  contactSuccess: "Message sent successfully! We'll get back to you soon.",

  volunteerBadRequest: 'Please fill all required fields correctly.',
  volunteerDuplicate: 'You have already applied for volunteering.',
  applicationTooMany: 'Too many applications submitted. Please try again later.',
  applicationFailed: 'Failed to submit application. Please try again.',
  volunteerSuccess: "Application submitted successfully! We'll contact you soon.",
  volunteerTerms: 'Please accept the terms and conditions',
  internDuplicate: 'You have already applied for an internship.',
  internSuccess: "Application submitted successfully! We'll review your application and get back to you soon.",
  internRequired: 'Please fill all required fields and accept terms',

  donationRequired: 'Please fill all required fields',
  donationBadRequest: 'Invalid donation details provided.',
  donationTooLarge: 'Screenshot file size is too large. Please upload a smaller file (max 1MB).',
  donationBadType: 'Invalid file type. Please upload only images.',
  donationTooMany: 'Too many requests. Please try again later.',
  donationFailed: 'An unexpected error occurred.',

  dashboardLoadFailed: 'Error fetching data. Please try again later.',

  donationSuccess: 'Receipt request submitted for INR {amount}. Receipt will be sent to {email}.',
} as const;

/** SPEC §8's messages in both languages. */
export const messagesText = defineCatalogue('messages', MESSAGES, () => import('./i18n/hi/messages'));

/** 'Receipt request submitted for INR {amount}. Receipt will be sent to {email}.' */
export function donationSuccessMessage(amount: number, email: string, locale: Locale = 'en'): string {
  const messages = messagesText.loaded(locale) ?? MESSAGES;
  // SPEC §8's English prints the bare number ('INR 1500'); Hindi prints rupees as Indians write them.
  return formatMessage(messages.donationSuccess, locale, { amount: locale === 'hi' ? formatRupees(amount, 'hi') : String(amount), email });
}
