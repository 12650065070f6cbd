import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/**
 * Route ids must be 24 hex characters; anything else is the caller's mistake (400), not a 500. They come
 * out in lower case, the form the database writes them in: the API uses the id as a string too (locks per
 * record, the Aadhaar seal's binding, "is this my own account"), where 'AB…' and 'ab…' would differ.
 */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

@Injectable()
export class ParseObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !OBJECT_ID_PATTERN.test(value)) throw new BadRequestException('Invalid id');
    return value.toLowerCase();
  }
}
