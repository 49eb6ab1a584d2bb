import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { MESSAGES } from '../messages';

/** A numeric path id; anything else names no resource, hence 404. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string = MESSAGES.http.notFound) {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) > 2_147_483_647 || Number(value) < 1) {
      throw AppError.notFound(this.notFoundMessage);
    }
    return Number(value);
  }
}
