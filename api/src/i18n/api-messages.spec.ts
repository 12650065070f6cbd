import { API_MESSAGES, apiText, EXPORT_TEXTS, exportText, legalYourDataText, loginText, volunteerPortalText, formatMessage, GUARDIAN_CONSENT_MESSAGES, MAIL_TEXTS, mailText, MESSAGES, messagesText, PAN_MESSAGE, VOLUNTEER_MESSAGES, DATA_REQUEST_MESSAGES, type Messages } from '@society/contracts';
import { loadApiLanguages, translateApiMessage, translateErrorBody } from './api-messages';

// An argument's name, not a select's branch ('yes {approved}'): the names in a message, once each.
const placeholders = (message: string) => [...new Set([...message.matchAll(/(?<!(?:yes|other) )\{(\w+)/g)].map((match) => match[1]))].sort();

describe('the API’s answers in Hindi', () => {
  let hi: Messages;
  beforeAll(async () => {
    await loadApiLanguages();
    hi = apiText.loaded('hi') as Messages;
  });

  it('finds every apiText message by its English, whatever its placeholders hold, and none shadows another', () => {
    for (const [key, english] of Object.entries(API_MESSAGES as Messages)) {
      const values = Object.fromEntries(placeholders(english).map((name) => [name, name === 'field' ? 'someField' : `<${name}>`]));
      expect([key, translateApiMessage(formatMessage(english, 'en', values), 'hi')]).toEqual([key, formatMessage(hi[key], 'hi', values)]);
    }
  });

  it('has the same placeholders in both languages, and every Hindi text in Devanagari', () => {
    for (const [catalogue, english] of [
      [apiText, API_MESSAGES],
      [mailText, MAIL_TEXTS],
      [exportText, EXPORT_TEXTS],
      [messagesText, MESSAGES],
    ] as const) {
      const hindi = catalogue.loaded('hi') as Messages;
      for (const [key, text] of Object.entries(english as Messages)) {
        expect([key, placeholders(hindi[key])]).toEqual([key, placeholders(text)]);
        expect([key, /[\u0900-\u097F]/.test(hindi[key])]).toEqual([key, true]);
      }
    }
  });

  it('answers the messages the public routes throw', () => {
    expect(translateApiMessage('name is required', 'hi')).toBe('name भरना ज़रूरी है');
    expect(translateApiMessage('message must be at most 2000 characters', 'hi')).toBe('message में अधिकतम 2000 अक्षर हो सकते हैं');
    expect(translateApiMessage('availability must be at least 2 hours per week', 'hi')).toBe('availability हर हफ़्ते कम से कम 2 घंटे होने चाहिए');
    expect(translateApiMessage('amount must be at least 1', 'hi')).toBe('amount कम से कम 1 होना चाहिए');
    expect(translateApiMessage(PAN_MESSAGE, 'hi')).toBe('pan में सही PAN लिखें (जैसे ABCDE1234F)');
    expect(translateApiMessage(MESSAGES.donationTooLarge, 'hi')).toBe(messagesText.loaded('hi')!.donationTooLarge);
    expect(translateApiMessage(GUARDIAN_CONSENT_MESSAGES.guardianRequired, 'hi')).toBe(hi.guardianRequired);
    expect(translateApiMessage(DATA_REQUEST_MESSAGES.received, 'hi')).toBe(hi.dataRequestReceived);
    expect(translateApiMessage(VOLUNTEER_MESSAGES.leaveTooLong, 'hi')).toMatch(/^एक अनुरोध में अधिकतम \d+ दिन की छुट्टी ली जा सकती है।$/);
  });

  it('answers a page’s own text with that page’s Hindi (one Hindi per text)', () => {
    expect(translateApiMessage(DATA_REQUEST_MESSAGES.tooMany, 'hi')).toBe(legalYourDataText.loaded('hi')!.tooMany);
    expect(translateApiMessage(VOLUNTEER_MESSAGES.linkInvalid, 'hi')).toBe(loginText.loaded('hi')!.linkInvalid);
    expect(translateApiMessage(VOLUNTEER_MESSAGES.leaveDatesOrder, 'hi')).toBe(volunteerPortalText.loaded('hi')!.leaveBackwards);
  });

  it('keeps what it does not know, and everything in English', () => {
    expect(translateApiMessage('Something new went wrong', 'hi')).toBe('Something new went wrong');
    expect(translateApiMessage('name is required', 'en')).toBe('name is required');
    expect(translateApiMessage(MESSAGES.contactSuccess, 'en')).toBe(MESSAGES.contactSuccess);
  });

  it('translates an error body’s message and its field errors, never the field names', () => {
    const body = { statusCode: 400, message: 'email is required', errors: { email: ['email is required', 'email must be a valid email address'], 'guardian.phone': ['guardian.phone is required'] } };
    expect(translateErrorBody(body, 'hi')).toEqual({
      statusCode: 400,
      message: 'email भरना ज़रूरी है',
      errors: { email: ['email भरना ज़रूरी है', 'email में सही ईमेल पता लिखें'], 'guardian.phone': ['guardian.phone भरना ज़रूरी है'] },
    });
    expect(translateErrorBody(body, 'en')).toBe(body);
  });

  it('covers the English of the contracts’ texts it names (one source: the same words)', () => {
    expect(API_MESSAGES.guardianRequired).toBe(GUARDIAN_CONSENT_MESSAGES.guardianRequired);
    for (const [apiKey, text] of [
      ['dataRequestReceived', DATA_REQUEST_MESSAGES.received],
      ['dataRequestNeedsMail', DATA_REQUEST_MESSAGES.needsMail],
      ['dataRequestDetailsRequired', DATA_REQUEST_MESSAGES.detailsRequired],
      ['dataRequestNomineeRequired', DATA_REQUEST_MESSAGES.nomineeRequired],
      ['dataRequestLinkInvalid', DATA_REQUEST_MESSAGES.linkInvalid],
      ['dataRequestExportLinkInvalid', DATA_REQUEST_MESSAGES.exportLinkInvalid],
      ['dataRequestTooManyLinks', DATA_REQUEST_MESSAGES.tooManyLinks],
      ['accountDisabled', VOLUNTEER_MESSAGES.accountDisabled],
      ['passwordSet', VOLUNTEER_MESSAGES.passwordSet],
      ['personNotFound', VOLUNTEER_MESSAGES.personNotFound],
      ['correctionSent', VOLUNTEER_MESSAGES.correctionSent],
      ['tooManyCorrections', VOLUNTEER_MESSAGES.tooManyCorrections],
      ['leaveNotFound', VOLUNTEER_MESSAGES.leaveNotFound],
      ['exitNotFound', VOLUNTEER_MESSAGES.exitNotFound],
      ['notPending', VOLUNTEER_MESSAGES.notPending],
      ['exitPending', VOLUNTEER_MESSAGES.exitPending],
      ['leaveInPast', VOLUNTEER_MESSAGES.leaveInPast],
      ['leaveOverlaps', VOLUNTEER_MESSAGES.leaveOverlaps],
      ['certificateNotFound', VOLUNTEER_MESSAGES.certificateNotFound],
      ['unknownCode', VOLUNTEER_MESSAGES.unknownCode],
      ['tooManyChecks', VOLUNTEER_MESSAGES.tooManyChecks],
    ] as const) {
      expect([apiKey, translateApiMessage(text, 'hi')]).toEqual([apiKey, hi[apiKey]]);
    }
  });
});
