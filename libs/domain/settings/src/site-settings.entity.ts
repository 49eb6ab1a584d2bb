import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What operators change while contests run (the back office's "Paramètres"): one row. A contact left
 * null is the one the configuration gives (SUPPORT_WHATSAPP, SUPPORT_EMAIL); gateways left null are
 * the providers offered by default.
 */
@Entity('site_settings')
@Check('site_settings_single_row', '"id" = 1')
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ type: 'varchar', length: 32, nullable: true })
  supportWhatsapp!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  supportEmail!: string | null;

  @Column({ type: 'varchar', length: 300, default: '' })
  siteNotice!: string;

  /** The notice of each contest that has one, by contest id. */
  @Column({ type: 'jsonb', default: {} })
  contestNotices!: Record<string, string>;

  /** The providers offered on the vote page, the recommended one first. */
  @Column({ type: 'jsonb', nullable: true })
  gateways!: string[] | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ type: 'integer', nullable: true })
  updatedBy!: number | null;
}
