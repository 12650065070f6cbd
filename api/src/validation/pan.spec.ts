import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { PAN_MESSAGE } from '@society/contracts';
import { isPan, OptionalPan } from './field-rules';

class WithPan {
  @OptionalPan()
  pan?: string;
}

function check(pan: unknown): { pan: unknown; messages: string[] } {
  const instance = plainToInstance(WithPan, { pan });
  const messages = validateSync(instance).flatMap((error) => Object.values(error.constraints ?? {}));
  return { pan: instance.pan, messages };
}

describe('PAN validation', () => {
  it.each(['ABCDE1234F', 'AAATS1234Q'])('accepts %s', (pan) => {
    expect(isPan(pan)).toBe(true);
  });

  it.each(['ABCD1234F', 'ABCDE12345', 'ABCDE1234', '1BCDE1234F', 'ABCDE-1234F', 'ABCDE1234FF', 'abcde1234f'])('refuses %s as written', (pan) => {
    expect(isPan(pan)).toBe(false);
  });

  it('trims and upper-cases what the donor typed', () => {
    expect(check(' abcde1234f ')).toEqual({ pan: 'ABCDE1234F', messages: [] });
  });

  it('treats an empty field as not given, and names the rule otherwise', () => {
    expect(check('')).toEqual({ pan: '', messages: [] });
    expect(check(undefined).messages).toEqual([]);
    expect(check('ABCDE12345').messages).toEqual([PAN_MESSAGE]);
    expect(check(12345).messages).toEqual([PAN_MESSAGE]);
  });
});
