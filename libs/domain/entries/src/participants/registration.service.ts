import { Injectable } from '@nestjs/common';
import { AppError, type FieldErrors, longFrenchDate, MESSAGES } from '@app/common';
import { type ContestDetails, ContestDirectory, type ContestEntryLock, isPublicContest } from '@app/contests';
import type { AuthContext } from '@app/identity';
import { checkPhone } from '@app/locations';
import { MediaStorage, PhotoUploads } from '@app/media';
import type { EntityManager } from 'typeorm';
import type { BabyEntity, BabyGender } from '../babies/baby.entity';
import { BabyRepository } from '../babies/baby.repository';
import { childAgeMessage } from '../babies/baby.service';
import { todayIso } from './age';
import { FirstPlaceBar } from './first-place-bar';
import type { RegisterParticipantDto } from './dto/participant.dto';
import type { ParticipantEntity } from './participant.entity';
import { isDuplicateParticipation, isRepeatedRegistration, ParticipantRepository } from './participant.repository';
import { type ParticipantResponse, toParticipantResponse } from './participant.response';
import { VoteCodes } from './vote-codes';

interface Child {
  name: string;
  bio: string;
  dateOfBirth: string;
  gender: BabyGender;
}

const isOpen = (contest: ContestEntryLock, now: Date) => contest.status === 'open' && contest.endDate > now;

const alreadyRegistered = () => AppError.fields({ non_field_errors: [MESSAGES.participants.alreadyRegistered] });

/** What an `Idempotency-Key` may hold (as the free vote's). */
const REGISTRATION_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/** The same key committed meanwhile by another send of the same form: its participation is the answer. */
class RepeatedRegistration extends Error {}

/**
 * Enters a child in an open contest (the participation wizard). Every rule is checked before
 * anything is written; the baby (new or reused), the participant and its vote code are then written
 * in one transaction, which holds the contest's row share-locked through ContestDirectory.lockForEntry (it
 * cannot close meanwhile), so a refused request changes nothing and leaves no file behind. A request
 * carrying the key of one already made by the same parent (the browser's retry after a dropped
 * connection) answers that participation and writes nothing.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly participants: ParticipantRepository,
    private readonly babies: BabyRepository,
    private readonly photos: PhotoUploads,
    private readonly media: MediaStorage,
    private readonly firstPlaces: FirstPlaceBar,
    private readonly contests: ContestDirectory,
    private readonly voteCodes: VoteCodes,
  ) {}

  async register(
    auth: AuthContext,
    dto: RegisterParticipantDto,
    photo: Buffer | undefined,
    key?: string,
  ): Promise<ParticipantResponse> {
    if (key !== undefined) {
      if (!REGISTRATION_KEY.test(key)) throw AppError.badRequest(MESSAGES.participants.badRegistrationKey);
      const earlier = await this.participants.findIdByRegistrationKey(auth.userId, key);
      if (earlier !== null) return this.answer(earlier);
    }
    const existing = dto.baby_id === undefined ? null : await this.babies.findOwned(auth.userId, dto.baby_id);
    if (dto.baby_id !== undefined && !existing) throw AppError.notFound(MESSAGES.babies.notFound);
    if (existing) await this.refuseRecentFirstPlace(existing.id);
    const child: Child = existing
      ? { name: existing.name, bio: existing.bio, dateOfBirth: existing.dateOfBirth, gender: existing.gender }
      : { name: dto.baby_name!, bio: dto.bio ?? '', dateOfBirth: dto.date_of_birth!, gender: dto.gender! };

    const errors: FieldErrors = {};
    const ageMessage = childAgeMessage(child.dateOfBirth);
    if (ageMessage) errors.date_of_birth = [ageMessage];
    const phone = checkPhone(dto.country, dto.phone_number);
    if (!phone.ok) errors.phone_number = [phone.message];
    if (!photo && !existing?.photo) errors.photo = [MESSAGES.media.required];
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
    const phoneNumber = phone.ok ? phone.phone : '';

    const contest = await this.resolveContest(dto.contest ?? dto.contest_id, child.gender);
    if (existing && (await this.participants.isRegistered(contest.id, existing.id))) throw alreadyRegistered();

    const persist = async (newPhoto: string | null): Promise<number> => {
      try {
        return await this.participants.transaction(async (manager) => {
          const locked = await this.contests.lockForEntry(manager, contest.id);
          if (!locked || !isOpen(locked, new Date())) throw AppError.badRequest(MESSAGES.participants.contestNotOpen);
          const { baby, photoKey } = existing
            ? await this.reuseBaby(manager, auth.userId, existing.id, newPhoto)
            : { baby: await this.createBaby(manager, auth.userId, child, dto, newPhoto!), photoKey: newPhoto! };
          const participant: ParticipantEntity = await this.participants.insert(manager, {
            contestId: contest.id,
            babyId: baby.id,
            userId: auth.userId,
            babyName: baby.name,
            babyBio: baby.bio,
            photo: photoKey,
            country: dto.country,
            city: dto.city,
            phoneNumber,
            registrationKey: key ?? null,
          });
          await this.voteCodes.assign(manager, participant.id, contest.startDate);
          return participant.id;
        });
      } catch (error) {
        // Two requests for the same baby at once: the unique index decides.
        if (isDuplicateParticipation(error)) throw alreadyRegistered();
        if (isRepeatedRegistration(error)) throw new RepeatedRegistration();
        throw error;
      }
    };
    let id: number;
    try {
      id = photo ? await this.photos.withStoredImage('babies', photo, 'photo', persist) : await persist(null);
    } catch (error) {
      if (!(error instanceof RepeatedRegistration)) throw error;
      id = (await this.participants.findIdByRegistrationKey(auth.userId, key!))!;
    }
    return this.answer(id);
  }

  /** The participation as its parent sees it right after registering. */
  private async answer(id: number): Promise<ParticipantResponse> {
    const participant = await this.participants.findVisible(id);
    if (!participant) throw AppError.notFound(MESSAGES.participants.notFound);
    const [contests, codes] = await Promise.all([
      this.contests.details([participant.contestId]),
      this.voteCodes.ofParticipants([id]),
    ]);
    const shown = contests.get(participant.contestId)!;
    return toParticipantResponse(participant, shown, this.media.urls(participant.photo)!, todayIso(), true, {
      voteCode: codes.get(id) ?? null,
    });
  }

  /** A child ranked first cannot take part again until the bar of the awards' rules has passed. */
  private async refuseRecentFirstPlace(babyId: number): Promise<void> {
    const until = await this.firstPlaces.barredUntil(babyId);
    if (until && until > new Date()) throw AppError.badRequest(MESSAGES.awards.firstPlaceBarred(longFrenchDate(until)));
  }

  /**
   * Without a contest id: the open contest for the baby's gender (that gender first, else mixed,
   * the one ending first). With one: it must be visible, open, and fit the baby's gender.
   */
  private async resolveContest(contestId: number | undefined, gender: BabyGender): Promise<ContestDetails> {
    const now = new Date();
    if (contestId === undefined) {
      const found = await this.contests.openFor(gender, now);
      if (!found) throw AppError.badRequest(MESSAGES.participants.noMatchingContest);
      return found;
    }
    const contest = await this.contests.liveDetails(contestId);
    if (!contest || !isPublicContest(contest)) throw AppError.notFound(MESSAGES.participants.contestNotFound);
    if (!isOpen(contest, now)) throw AppError.badRequest(MESSAGES.participants.contestNotOpen);
    if (contest.gender !== 'mixed' && contest.gender !== gender) {
      throw AppError.badRequest(MESSAGES.participants.noMatchingContest);
    }
    return contest;
  }

  private createBaby(
    manager: EntityManager,
    ownerId: number,
    child: Child,
    dto: RegisterParticipantDto,
    photo: string,
  ): Promise<BabyEntity> {
    return this.babies.insert(
      {
        ownerId,
        name: child.name,
        dateOfBirth: child.dateOfBirth,
        gender: child.gender,
        bio: child.bio,
        photo,
        country: dto.country,
        city: dto.city,
      },
      manager,
    );
  }

  /**
   * The caller's baby, share-locked so it keeps its photo until the participation is committed. A
   * photo sent with it is the participation's; it also becomes the baby's if the baby had none.
   */
  private async reuseBaby(
    manager: EntityManager,
    ownerId: number,
    babyId: number,
    newPhoto: string | null,
  ): Promise<{ baby: BabyEntity; photoKey: string }> {
    const baby = await this.babies.lockOwned(manager, ownerId, babyId, newPhoto ? 'update' : 'share');
    if (!baby) throw AppError.notFound(MESSAGES.babies.notFound);
    const photoKey = newPhoto ?? baby.photo;
    if (!photoKey) throw AppError.field('photo', MESSAGES.media.required);
    if (newPhoto && !baby.photo) await this.babies.setPhoto(manager, baby.id, newPhoto);
    return { baby, photoKey };
  }
}
