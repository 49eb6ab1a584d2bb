import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SiteSettingsEntity } from './site-settings.entity';

export type SiteSettingsValues = Pick<
  SiteSettingsEntity,
  'supportWhatsapp' | 'supportEmail' | 'siteNotice' | 'contestNotices' | 'gateways'
>;

/** Before any change: every contact from the configuration, no notice, the default gateways. */
const UNSET: SiteSettingsValues = {
  supportWhatsapp: null,
  supportEmail: null,
  siteNotice: '',
  contestNotices: {},
  gateways: null,
};

@Injectable()
export class SiteSettingsRepository {
  constructor(@InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>) {}

  async current(): Promise<SiteSettingsValues & Partial<Pick<SiteSettingsEntity, 'updatedAt' | 'updatedBy'>>> {
    return (await this.settings.findOne({ where: { id: 1 } })) ?? UNSET;
  }

  /** Offers these providers unless the providers were chosen already; whether they are offered now. */
  async offerIfUnchosen(gateways: string[]): Promise<boolean> {
    const changed: { id: number }[] = await this.settings.query(
      `INSERT INTO site_settings (id, gateways) VALUES (1, $1::jsonb)
       ON CONFLICT (id) DO UPDATE SET gateways = EXCLUDED.gateways WHERE site_settings.gateways IS NULL
       RETURNING id`,
      [JSON.stringify(gateways)],
    );
    return changed.length > 0;
  }

  /** Writes the settings in `transaction`, the row locked: the values `change` makes of the current ones. */
  async update(
    transaction: EntityManager,
    actorId: number,
    change: (current: SiteSettingsValues) => SiteSettingsValues,
  ): Promise<{ before: SiteSettingsValues; after: SiteSettingsValues }> {
    await transaction.query(`INSERT INTO site_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING`);
    const row = await transaction.findOneOrFail(SiteSettingsEntity, {
      where: { id: 1 },
      lock: { mode: 'pessimistic_write' },
    });
    const before: SiteSettingsValues = {
      supportWhatsapp: row.supportWhatsapp,
      supportEmail: row.supportEmail,
      siteNotice: row.siteNotice,
      contestNotices: row.contestNotices,
      gateways: row.gateways,
    };
    const after = change(before);
    await transaction.update(SiteSettingsEntity, { id: 1 }, { ...after, updatedBy: actorId });
    return { before, after };
  }
}
