import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SocialAccountEntity, type SocialProvider } from './social-account.entity';

@Injectable()
export class SocialAccountRepository {
  constructor(@InjectRepository(SocialAccountEntity) private readonly accounts: Repository<SocialAccountEntity>) {}

  find(provider: SocialProvider, subject: string): Promise<SocialAccountEntity | null> {
    return this.accounts.findOne({ where: { provider, subject } });
  }

  async findForUser(userId: number, provider: SocialProvider): Promise<SocialAccountEntity | null> {
    return this.accounts.findOne({ where: { userId, provider } });
  }

  async link(provider: SocialProvider, subject: string, userId: number): Promise<void> {
    await this.accounts.createQueryBuilder().insert().values({ provider, subject, userId }).orIgnore().execute();
  }
}
