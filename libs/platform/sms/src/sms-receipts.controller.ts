import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '@app/common';
import { InboundSms } from './inbound-sms.decorator';
import type { InboundSmsRequest } from './sms-gateway';
import { SmsReceipts } from './sms-receipts.service';

/**
 * The gateways' delivery receipts (called by the gateways, not by the site: left out of the OpenAPI
 * document). Orange's carry our secret in `callbackData`; Africa's Talking's in their path.
 */
@ApiExcludeController()
@Controller('api/sms')
export class SmsReceiptsController {
  constructor(private readonly receipts: SmsReceipts) {}

  @Public()
  @Post('orange/receipts')
  @HttpCode(200)
  orange(@InboundSms() request: InboundSmsRequest): Promise<{ applied: boolean }> {
    return this.receipts.accept('orange', request, null);
  }

  @Public()
  @Post('africastalking/receipts/:token')
  @HttpCode(200)
  africastalking(
    @Param('token') token: string,
    @InboundSms() request: InboundSmsRequest,
  ): Promise<{ applied: boolean }> {
    return this.receipts.accept('africastalking', request, token);
  }
}
