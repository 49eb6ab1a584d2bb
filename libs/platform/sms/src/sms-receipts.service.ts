import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError } from '@app/common';
import { receiptToken, sameToken } from './receipt-token';
import { recipientHash } from './recipient';
import type { InboundSmsRequest } from './sms-gateway';
import { SmsGateways } from './sms-gateways';
import { SmsMessageRepository } from './sms-message.repository';
import { SMS_MESSAGES } from './sms.messages';
import { SmsMetrics } from './sms.metrics';
import type { SmsGatewayName } from './sms.types';

/**
 * A gateway's delivery receipt applied to its message. The receipt must carry our secret (in its
 * body or its path); a receipt for a message we do not know is acknowledged and ignored, so the
 * gateway does not retry it.
 */
@Injectable()
export class SmsReceipts {
  constructor(
    private readonly config: AppConfig,
    private readonly gateways: SmsGateways,
    private readonly messages: SmsMessageRepository,
    private readonly metrics: SmsMetrics,
  ) {}

  async accept(
    gatewayName: SmsGatewayName,
    request: InboundSmsRequest,
    pathToken: string | null,
  ): Promise<{ applied: boolean }> {
    const receipt = this.gateways.get(gatewayName).parseReceipt(request);
    if (!receipt) throw AppError.badRequest(SMS_MESSAGES.malformedReceipt);
    const token = receipt.token ?? pathToken ?? '';
    if (!sameToken(token, receiptToken(this.config.auth.jwtSecret, gatewayName))) {
      throw AppError.forbidden(SMS_MESSAGES.refusedReceipt);
    }
    this.metrics.receipts.inc({ gateway: gatewayName, status: receipt.status });
    if (receipt.status === 'pending') return { applied: false };
    const target =
      receipt.gatewayId !== null
        ? { gatewayId: receipt.gatewayId }
        : { toHash: recipientHash(this.config.voting.ipHashSecret, receipt.to ?? '') };
    const applied = await this.messages.applyReceipt(gatewayName, target, {
      status: receipt.status,
      failure: `receipt: ${receipt.gatewayStatus}`,
    });
    return { applied };
  }
}
