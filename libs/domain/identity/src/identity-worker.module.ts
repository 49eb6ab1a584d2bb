import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '@app/mail';
import { PasswordResetProcessor } from './auth/password-reset.processor';
import { PasswordResetTokens } from './auth/password-reset-token';
import { GroupEntity } from './groups/group.entity';
import { PermissionEntity } from './groups/permission.entity';
import { UserEntity } from './users/user.entity';
import { UserRepository } from './users/user.repository';

/** The worker's side of accounts: the jobs of the accounts queue. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, GroupEntity, PermissionEntity]), MailModule],
  providers: [PasswordResetProcessor, UserRepository, PasswordResetTokens],
})
export class IdentityWorkerModule {}
