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
import { SetupChecklistController } from './setup-checklist/setup-checklist.controller';
import { SetupChecklist } from './setup-checklist/setup-checklist.service';

/** The settings' row alone, without routes: for the command line's demonstration data. */
@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity])],
  providers: [SiteSettingsRepository],
  exports: [SiteSettingsRepository],
})
export class SiteSettingsRecordsModule {}

/**
 * The site's run-time settings: the public document and the back office's "Paramètres", and the
 * deployment's setup checklist (the dashboard's "Mise en service"). Global, so
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
  controllers: [SiteSettingsController, AdminSiteSettingsController, SetupChecklistController],
  providers: [
    SiteSettingsRepository,
    SiteSettings,
    SetupChecklist,
    { provide: OfferedProviders, useExisting: SiteSettings },
  ],
  exports: [SiteSettings, OfferedProviders],
})
export class SettingsModule {}
