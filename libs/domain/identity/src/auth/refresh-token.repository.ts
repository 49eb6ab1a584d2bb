import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity';

@Injectable()
export class RefreshTokenRepository {
  constructor(@InjectRepository(RefreshTokenEntity) private readonly tokens: Repository<RefreshTokenEntity>) {}

  async insert(
    token: Pick<RefreshTokenEntity, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt' | 'audience'>,
  ): Promise<void> {
    await this.tokens.insert(token);
  }

  findByHash(tokenHash: string): Promise<RefreshTokenEntity | null> {
    return this.tokens.findOne({ where: { tokenHash } });
  }

  /**
   * Marks a live token used. Exactly one caller can win this for a given token: a concurrent or later
   * presentation of the same token finds it already used.
   */
  async markUsed(id: string, now: Date): Promise<boolean> {
    const result = await this.tokens
      .createQueryBuilder()
      .update()
      .set({ usedAt: now })
      .where('id = :id AND used_at IS NULL AND revoked_at IS NULL AND expires_at > :now', { id, now })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.tokens.update({ familyId, revokedAt: IsNull() }, { revokedAt: now });
  }

  async revokeAllForUser(userId: number, now: Date): Promise<void> {
    await this.tokens.update({ userId, revokedAt: IsNull() }, { revokedAt: now });
  }
}
