import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '@app/audit';
import { ContestDirectoryModule } from '@app/contests';
import { IdentityModule } from '@app/identity';
import { OfferedProviders, PaymentsCoreModule } from '@app/payments';
import { AdminSiteSettingsController, SiteSettingsController } from './site-settings.controller';
import { SiteSettingsEntity } from './site-settings.entity';
import { SiteSettingsRepository } from './site-settings.repository';
import { SiteSettings } from './site-settings.service';

/**
 * The site's run-time settings: the public document and the back office's "Paramètres". Global, so
 * that the checkout, below it, asks through its port (OfferedProviders) whether a provider is offered.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([SiteSettingsEntity]),
    AuditModule,
    ContestDirectoryModule,
    IdentityModule,
    PaymentsCoreModule,
  ],
  controllers: [SiteSettingsController, AdminSiteSettingsController],
  providers: [SiteSettingsRepository, SiteSettings, { provide: OfferedProviders, useExisting: SiteSettings }],
  exports: [SiteSettings, OfferedProviders],
})
export class SettingsModule {}
