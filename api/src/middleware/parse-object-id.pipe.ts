import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** Route ids must be 24 hex characters; anything else is the caller's mistake (400), not a 500. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !/^[0-9a-f]{24}$/i.test(value)) throw new BadRequestException('Invalid id');
    return value;
  }
}
