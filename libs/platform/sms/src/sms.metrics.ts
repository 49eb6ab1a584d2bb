import { Injectable } from '@nestjs/common';
import { MetricsService } from '@app/observability';
import { Counter, Gauge } from 'prom-client';

/** Messages by gateway and outcome, the day's budget used, and the budget alerts raised. */
@Injectable()
export class SmsMetrics {
  readonly messages: Counter<'gateway' | 'outcome'>;
  readonly receipts: Counter<'gateway' | 'status'>;
  readonly budgetUsed: Gauge;
  readonly budgetAlerts: Counter;

  constructor(metrics: MetricsService) {
    this.messages = new Counter({
      name: 'sms_messages_total',
      help: 'SMS by gateway and outcome (sent: accepted by the gateway; failed: refused or no answer; over_budget: refused before sending)',
      labelNames: ['gateway', 'outcome'],
      registers: [metrics.registry],
    });
    this.receipts = new Counter({
      name: 'sms_receipts_total',
      help: 'Delivery receipts received, by gateway and status',
      labelNames: ['gateway', 'status'],
      registers: [metrics.registry],
    });
    this.budgetUsed = new Gauge({
      name: 'sms_daily_budget_used_ratio',
      help: "Share of today's SMS budget (SMS_DAILY_BUDGET, UTC day) used, as last seen by this process",
      registers: [metrics.registry],
    });
    this.budgetAlerts = new Counter({
      name: 'sms_daily_budget_alerts_total',
      help: "Times today's SMS budget reached 80 % (raised once a day, by the process that crossed it)",
      registers: [metrics.registry],
    });
  }
}
