import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@app/audit';
import { AppError, type FieldErrors, MESSAGES } from '@app/common';
import { AppConfig } from '@app/config';
import { ContestDirectory } from '@app/contests';
import { type GatewayListing, type OfferedProviders, PaymentGateways, type PaymentProvider } from '@app/payments';
import { DataSource } from 'typeorm';
import type { UpdateSiteSettingsDto } from './dto/update-site-settings.dto';
import type { AdminSiteSettingsResponse, SiteSettingsResponse } from './site-settings.response';
import { SiteSettingsRepository, type SiteSettingsValues } from './site-settings.repository';

/**
 * How long a process keeps the settings it read: a change made in the back office reaches every API
 * process, and the pages they serve, within this time (the process that made it, at once).
 */
export const SETTINGS_REFRESH_MS = 15_000;

const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/**
 * The deployment's settings that pages need at run time: support contacts, social sign-in ids, the
 * payment providers offered and the notices. The contacts and sign-in ids come from the configuration
 * (validated at start); the back office's "Paramètres" override the contacts, set the notices and
 * choose the providers offered among those configured. Every change is audited.
 */
@Injectable()
export class SiteSettings implements OfferedProviders {
  private kept: { document: SiteSettingsResponse; until: number } | null = null;
  private reading: Promise<SiteSettingsResponse> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly settings: SiteSettingsRepository,
    private readonly gateways: PaymentGateways,
    private readonly contests: ContestDirectory,
    private readonly audit: AuditTrail,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** The public document (GET /api/settings/, and inlined into every page served). */
  async document(): Promise<SiteSettingsResponse> {
    if (this.kept && this.kept.until > Date.now()) return this.kept.document;
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  /** Whether buyers may pay with `provider` now: it is among the providers offered. */
  async isOffered(provider: PaymentProvider): Promise<boolean> {
    return (await this.document()).gateways.some((gateway) => gateway.id === provider);
  }

  async adminView(): Promise<AdminSiteSettingsResponse> {
    const values = await this.settings.current();
    const offered = this.offered(values.gateways);
    const entries = Object.entries(values.contestNotices).map(([id, text]) => ({ id: Number(id), text }));
    const contests = await this.contests.liveMany(entries.map((entry) => entry.id));
    const notices = entries.flatMap(({ id, text }) => {
      const contest = contests.get(id);
      return contest ? [{ contest_id: contest.id, contest_title: contest.title, text }] : [];
    });
    return {
      support_whatsapp: values.supportWhatsapp,
      support_email: values.supportEmail,
      configured: { support_whatsapp: this.config.support.whatsapp, support_email: this.config.support.email },
      site_notice: values.siteNotice,
      contest_notices: notices,
      gateways: [
        ...offered.map((gateway) => ({ id: gateway.id, label: gateway.label, configured: true, offered: true })),
        ...this.gateways
          .catalogue()
          .filter((gateway) => !offered.some((chosen) => chosen.id === gateway.id))
          .map(({ id, label, configured }) => ({ id, label, configured, offered: false })),
      ],
      updated_at: values.updatedAt ?? null,
    };
  }

  /** Applies what `dto` sends, audited with what changed, and answers the settings as they now are. */
  async update(actorId: number, dto: UpdateSiteSettingsDto): Promise<AdminSiteSettingsResponse> {
    const errors: FieldErrors = {};
    if (dto.gateways !== undefined) {
      const problem = this.gatewaysProblem(dto.gateways);
      if (problem) errors.gateways = [problem];
    }
    if (dto.contest_notices !== undefined) {
      const problem = await this.noticesProblem(dto.contest_notices.map((notice) => notice.contest_id));
      if (problem) errors.contest_notices = [problem];
    }
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);

    await this.dataSource.transaction(async (transaction) => {
      const { before, after } = await this.settings.update(transaction, actorId, (current) => ({
        supportWhatsapp: dto.support_whatsapp === undefined ? current.supportWhatsapp : dto.support_whatsapp,
        supportEmail: dto.support_email === undefined ? current.supportEmail : dto.support_email,
        siteNotice: dto.site_notice ?? current.siteNotice,
        contestNotices: dto.contest_notices
          ? Object.fromEntries(dto.contest_notices.map(({ contest_id, text }) => [String(contest_id), text]))
          : current.contestNotices,
        gateways: dto.gateways ?? current.gateways,
      }));
      const changed = (Object.keys(after) as (keyof SiteSettingsValues)[]).filter(
        (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
      );
      if (changed.length === 0) return;
      await this.audit.record(transaction, {
        actorId,
        action: 'update_site_settings',
        details: Object.fromEntries(changed.map((name) => [name, { before: before[name], after: after[name] }])),
      });
    });
    this.kept = null;
    return this.adminView();
  }

  private async read(): Promise<SiteSettingsResponse> {
    const values = await this.settings.current();
    const whatsapp = values.supportWhatsapp ?? this.config.support.whatsapp;
    const { google, facebook } = this.config.social;
    const document: SiteSettingsResponse = {
      support: {
        whatsapp,
        whatsapp_url: whatsapp ? whatsappUrl(whatsapp) : null,
        email: values.supportEmail ?? this.config.support.email,
      },
      sign_in: {
        google_client_id: google.clientId ?? null,
        facebook_app_id: facebook.appId && facebook.appSecret ? facebook.appId : null,
      },
      gateways: this.offered(values.gateways).map(({ id, label }, index) => ({ id, label, recommended: index === 0 })),
      purchases_close_minutes: this.config.payments.closeBeforeEndMinutes,
      notices: { site: values.siteNotice || null, contests: values.contestNotices },
    };
    this.kept = { document, until: Date.now() + SETTINGS_REFRESH_MS };
    return document;
  }

  /** The providers chosen (or offered by default), in order, without those whose keys are missing. */
  private offered(chosen: string[] | null): GatewayListing[] {
    const catalogue = this.gateways.catalogue();
    const ids = chosen ?? catalogue.filter((gateway) => gateway.offeredByDefault).map((gateway) => gateway.id);
    return ids.flatMap((id) => catalogue.filter((gateway) => gateway.id === id && gateway.configured));
  }

  private gatewaysProblem(ids: string[]): string | null {
    if (ids.length === 0) return MESSAGES.settings.gatewaysEmpty;
    const catalogue = this.gateways.catalogue();
    for (const [index, id] of ids.entries()) {
      const gateway = catalogue.find((listed) => listed.id === id);
      if (!gateway) return MESSAGES.settings.gatewayUnknown(id);
      if (ids.indexOf(id) !== index) return MESSAGES.settings.gatewayTwice(gateway.label);
      if (!gateway.configured) return MESSAGES.settings.gatewayNotConfigured(gateway.label);
    }
    return null;
  }

  private async noticesProblem(contestIds: number[]): Promise<string | null> {
    const contests = await this.contests.liveMany(contestIds);
    for (const [index, id] of contestIds.entries()) {
      if (contestIds.indexOf(id) !== index) return MESSAGES.settings.contestTwice(id);
      if (!contests.has(id)) return MESSAGES.settings.contestNotFound(id);
    }
    return null;
  }
}
