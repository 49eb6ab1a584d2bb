import { Injectable } from '@nestjs/common';
import { ParticipantRepository } from '../participants/participant.repository';

/** Participants not withdrawn, for the administrators' dashboard (the contests it counts with ContestsOverview). */
@Injectable()
export class EntriesOverview {
  constructor(private readonly records: ParticipantRepository) {}

  participants(): Promise<number> {
    return this.records.countActive();
  }
}
