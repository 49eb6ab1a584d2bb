import { Module } from '@nestjs/common';
import { AfricasTalkingSmsGateway } from './africastalking/africastalking-sms.gateway';
import { OrangeSmsGateway } from './orange/orange-sms.gateway';
import { SmsBudget } from './sms-budget';
import { SmsGateways } from './sms-gateways';
import { SmsMessageRepository } from './sms-message.repository';
import { SmsReceiptsController } from './sms-receipts.controller';
import { SmsReceipts } from './sms-receipts.service';
import { SmsSender } from './sms-sender';
import { SmsMetrics } from './sms.metrics';

/**
 * Sending SMS (`SmsSender`) through the gateway of SMS_GATEWAY, and the gateways' delivery-receipt
 * routes. Needs the global config, database, Redis and metrics modules.
 */
@Module({
  controllers: [SmsReceiptsController],
  providers: [
    OrangeSmsGateway,
    AfricasTalkingSmsGateway,
    SmsGateways,
    SmsMessageRepository,
    SmsMetrics,
    SmsBudget,
    SmsReceipts,
    SmsSender,
  ],
  exports: [SmsSender, SmsBudget],
})
export class SmsModule {}
