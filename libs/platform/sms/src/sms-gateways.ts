import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AfricasTalkingSmsGateway } from './africastalking/africastalking-sms.gateway';
import { OrangeSmsGateway } from './orange/orange-sms.gateway';
import type { SmsGateway } from './sms-gateway';
import type { SmsGatewayName } from './sms.types';

/** The adapters by name: the configured one sends, each reads its own receipts. */
@Injectable()
export class SmsGateways {
  private readonly byName: Record<SmsGatewayName, SmsGateway>;

  constructor(
    private readonly config: AppConfig,
    orange: OrangeSmsGateway,
    africastalking: AfricasTalkingSmsGateway,
  ) {
    this.byName = { orange, africastalking };
  }

  /** The gateway of SMS_GATEWAY. */
  get current(): SmsGateway {
    return this.byName[this.config.sms.gateway];
  }

  get(name: SmsGatewayName): SmsGateway {
    return this.byName[name];
  }
}
