import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { MESSAGES } from '@app/common';

const id = (description: string): PropertyDecorator => {
  const decorators = [
    ApiPropertyOptional({ description, example: 1 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: MESSAGES.field.integer }),
    Min(1, { message: MESSAGES.field.integer }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

/**
 * A vote pack purchase: the participant and the pack, under either name the front ends use.
 * Anything else a client sends (amount, currency, site id…) is ignored: the server prices the pack.
 */
export class InitPaymentDto {
  @id('Participant (identifiant)') participant?: number;
  @id('Participant (identifiant), autre nom') participant_id?: number;
  @id('Pack de votes (identifiant)') pack?: number;
  @id('Pack de votes (identifiant), autre nom') pack_id?: number;
}
