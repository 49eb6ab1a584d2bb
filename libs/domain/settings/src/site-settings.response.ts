import { ApiProperty } from '@nestjs/swagger';

export class SupportContactResponse {
  @ApiProperty({ type: String, nullable: true, example: '+221 77 123 45 67' })
  whatsapp!: string | null;

  /** WhatsApp's click-to-chat link. */
  @ApiProperty({ type: String, nullable: true, example: 'https://wa.me/221771234567' })
  whatsapp_url!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'support@bebestar.sn' })
  email!: string | null;
}

export class SocialSignInResponse {
  /** Google sign-in is offered when set. */
  @ApiProperty({ type: String, nullable: true })
  google_client_id!: string | null;

  /** Facebook sign-in is offered when set. */
  @ApiProperty({ type: String, nullable: true })
  facebook_app_id!: string | null;
}

export class OfferedGatewayResponse {
  @ApiProperty({ example: 'cinetpay' })
  id!: string;

  @ApiProperty({ example: 'CinetPay' })
  label!: string;

  /** The first offered is the recommended one. */
  @ApiProperty()
  recommended!: boolean;
}

export class NoticesResponse {
  /** Shown at the top of every page; null for none. */
  @ApiProperty({ type: String, nullable: true })
  site!: string | null;

  /** Each contest's notice (its participants page), by contest id. */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { '12': 'Prolongé jusqu’au 10 octobre.' },
  })
  contests!: Record<string, string>;
}

/** What every page needs to know of the deployment, read at run time (no rebuild for a change). */
export class SiteSettingsResponse {
  @ApiProperty({ type: SupportContactResponse })
  support!: SupportContactResponse;

  @ApiProperty({ type: SocialSignInResponse })
  sign_in!: SocialSignInResponse;

  @ApiProperty({ type: [OfferedGatewayResponse] })
  gateways!: OfferedGatewayResponse[];

  @ApiProperty({
    type: 'integer',
    example: 5,
    description:
      'Minutes avant la fin d’un concours où les achats de votes ferment (un paiement confirmé après la fin n’est jamais crédité)',
  })
  purchases_close_minutes!: number;

  @ApiProperty({ type: NoticesResponse })
  notices!: NoticesResponse;
}

export class AdminGatewayResponse {
  @ApiProperty({ example: 'intouch' })
  id!: string;

  @ApiProperty({ example: 'InTouch' })
  label!: string;

  /** Its keys are set (or the payments run in sandbox mode): it can be offered. */
  @ApiProperty()
  configured!: boolean;

  @ApiProperty()
  offered!: boolean;
}

export class AdminContestNoticeResponse {
  @ApiProperty({ type: 'integer' })
  contest_id!: number;

  @ApiProperty()
  contest_title!: string;

  @ApiProperty()
  text!: string;
}

export class ConfiguredContactResponse {
  @ApiProperty({ type: String, nullable: true })
  support_whatsapp!: string | null;

  @ApiProperty({ type: String, nullable: true })
  support_email!: string | null;
}

/** The settings as the back office edits them. */
export class AdminSiteSettingsResponse {
  /** Set in the back office; null when the configuration's applies. */
  @ApiProperty({ type: String, nullable: true })
  support_whatsapp!: string | null;

  @ApiProperty({ type: String, nullable: true })
  support_email!: string | null;

  /** What the configuration gives (SUPPORT_WHATSAPP, SUPPORT_EMAIL), used while the above are null. */
  @ApiProperty({ type: ConfiguredContactResponse })
  configured!: ConfiguredContactResponse;

  @ApiProperty()
  site_notice!: string;

  @ApiProperty({ type: [AdminContestNoticeResponse] })
  contest_notices!: AdminContestNoticeResponse[];

  /** Offered ones first, in their order, then the others. */
  @ApiProperty({ type: [AdminGatewayResponse] })
  gateways!: AdminGatewayResponse[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updated_at!: Date | null;
}
