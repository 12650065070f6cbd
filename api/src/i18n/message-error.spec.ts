import { HttpStatus } from '@nestjs/common';
import { KEYED_CATALOGUES, MessageError } from './message-error';
import { loadApiLanguages } from './api-messages';

describe('MessageError', () => {
  beforeAll(() => loadApiLanguages());

  it('finds each key in one catalogue only', () => {
    const keys = KEYED_CATALOGUES.flatMap((catalogue) => Object.keys(catalogue.en));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('says a message in English and in Hindi, its field by its label', () => {
    const error = new MessageError(HttpStatus.BAD_REQUEST, 'registerRecordInvalid', { field: { label: 'labelNote' } });
    expect(error.message).toBe('Note: missing or not valid');
    expect(error.messageIn('hi')).toContain('टिप्पणी');
    expect(error.messageIn('hi')).not.toContain('Note');
  });
});
