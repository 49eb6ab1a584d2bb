import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FastRouteAuthenticator } from '@app/common';
import { MailModule } from '@app/mail';
import { AuthController } from './auth/auth.controller';
import { AdminSessionCookies } from './auth/admin-session';
import { AdminSessionController } from './auth/admin-session.controller';
import { AuthGuard } from './auth/auth.guard';
import { BearerAuthenticator } from './auth/bearer-authenticator';
import { AuthService } from './auth/auth.service';
import { PasswordHasher } from './auth/password-hasher';
import { PasswordResetTokens } from './auth/password-reset-token';
import { RefreshTokenEntity } from './auth/refresh-token.entity';
import { GroupController } from './groups/group.controller';
import { GroupEntity } from './groups/group.entity';
import { GroupRepository } from './groups/group.repository';
import { GroupService } from './groups/group.service';
import { IdentityCoreModule } from './identity-core.module';
import { PermissionEntity } from './groups/permission.entity';
import { Privileges } from './privileges/privileges';
import { AddressActivity } from './devices/address-activity';
import { DeviceIds } from './devices/device-ids';
import { ProofOfWork } from './devices/proof-of-work';
import { FacebookVerifier } from './social/facebook.verifier';
import { GoogleVerifier } from './social/google.verifier';
import { SocialAccountEntity } from './social/social-account.entity';
import { SocialAccountRepository } from './social/social-account.repository';
import { SocialAuthController } from './social/social-auth.controller';
import { SocialAuthService } from './social/social-auth.service';
import { AccountDeletion } from './users/account-deletion';
import { DevOutboxController } from './users/dev-outbox.controller';
import { UserController } from './users/user.controller';
import { UserEntity } from './users/user.entity';
import { EmailConfirmations } from './users/email-confirmation';
import { EmailConfirmationController } from './users/email-confirmation.controller';
import { UserService } from './users/user.service';

/** Accounts, sign-in, tokens and the administration of people. Registers the global auth guard. */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, GroupEntity, PermissionEntity, RefreshTokenEntity, SocialAccountEntity]),
    IdentityCoreModule,
    MailModule,
  ],
  controllers: [
    AuthController,
    AdminSessionController,
    SocialAuthController,
    UserController,
    GroupController,
    DevOutboxController,
    EmailConfirmationController,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: FastRouteAuthenticator, useClass: BearerAuthenticator },
    AuthService,
    AdminSessionCookies,
    PasswordHasher,
    PasswordResetTokens,
    GroupRepository,
    GroupService,
    FacebookVerifier,
    GoogleVerifier,
    SocialAccountRepository,
    SocialAuthService,
    UserService,
    AccountDeletion,
    EmailConfirmations,
    Privileges,
    DeviceIds,
    AddressActivity,
    ProofOfWork,
  ],
  exports: [
    IdentityCoreModule,
    AuthService,
    FastRouteAuthenticator,
    DeviceIds,
    AddressActivity,
    ProofOfWork,
    PasswordHasher,
    GroupRepository,
  ],
})
export class IdentityModule {}
