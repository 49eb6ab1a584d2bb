export {
  africastalkingReceiptUrl,
  callbackToken,
  inboundSmsUrl,
  receiptToken,
  sameToken,
  ussdCallbackUrl,
} from './receipt-token';
export { maskRecipient, recipientHash } from './recipient';
export { SmsGateway, SmsGatewayError, type InboundSmsRequest, type SmsReceipt } from './sms-gateway';
export { SmsBudget } from './sms-budget';
export { SmsModule } from './sms.module';
export { SmsSender } from './sms-sender';
export {
  SmsBudgetExhausted,
  SmsGatewayFailed,
  type SmsGatewayName,
  type SmsPurpose,
  type SmsStatus,
  type SmsToSend,
} from './sms.types';
