import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@app/config';
import { AdminAccess } from './auth/admin-access';
import { AdminRightsChanges } from './auth/admin-rights-changes';
import { LiveTickets } from './auth/live-tickets';
import { RefreshTokenEntity } from './auth/refresh-token.entity';
import { RefreshTokenRepository } from './auth/refresh-token.repository';
import { TokenService } from './auth/token.service';
import { GroupEntity } from './groups/group.entity';
import { PermissionEntity } from './groups/permission.entity';
import { UserEntity } from './users/user.entity';
import { PhoneVoters } from './phones/phone-voters';
import { PhoneNumberRepository } from './phones/phone-number.repository';
import { UserRepository } from './users/user.repository';

/**
 * Knowing who calls, without any route: tokens, the live dashboard's tickets, the administrators'
 * rights and their changes, the accounts' rows. IdentityModule builds on it; a live process imports it alone.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, GroupEntity, PermissionEntity, RefreshTokenEntity]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      // A KeyObject, not the string: given a string, jsonwebtoken first tries to parse it as a PEM
      // public key on every verify (~0.35 ms), which was most of the vote path's CPU.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.auth.jwtSecret)),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  providers: [
    AdminAccess,
    AdminRightsChanges,
    LiveTickets,
    PhoneNumberRepository,
    PhoneVoters,
    RefreshTokenRepository,
    TokenService,
    UserRepository,
  ],
  exports: [
    AdminAccess,
    AdminRightsChanges,
    LiveTickets,
    PhoneNumberRepository,
    PhoneVoters,
    RefreshTokenRepository,
    TokenService,
    UserRepository,
  ],
})
export class IdentityCoreModule {}
