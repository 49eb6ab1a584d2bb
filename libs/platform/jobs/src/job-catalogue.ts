import type { Job } from 'bullmq';

/** Every queue of the system. */
export enum QueueName {
  Mail = 'mail',
  Contests = 'contests',
  Ranking = 'ranking',
  Payments = 'payments',
  Accounts = 'accounts',
  /** Web push, a queue per kind: a burst of one (a contest's close) never delays another (a payment). */
  NotifyFreeVote = 'notify-free-vote',
  NotifyPayment = 'notify-payment',
  NotifyClosing = 'notify-closing',
  NotifyWin = 'notify-win',
  NotifyRank = 'notify-rank',
  Awards = 'awards',
}

/** Every job of the system, named `<queue>.<action>`. */
export enum JobName {
  SendMail = 'mail.send',
  SyncContestStatus = 'contests.sync-status',
  ReconcileRanking = 'ranking.reconcile',
  CheckPayment = 'payments.check',
  ReconcilePayments = 'payments.reconcile',
  SendPasswordReset = 'accounts.password-reset',
  NotifyFreeVote = 'notify-free-vote.send',
  NotifyPayment = 'notify-payment.send',
  NotifyClosing = 'notify-closing.send',
  NotifyWin = 'notify-win.send',
  NotifyRank = 'notify-rank.send',
  RemindWinner = 'awards.remind-winner',
}

export interface SendMailJobData {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Moves contests whose dates have come (pre_registration → open → closed); reads everything from the database. */
export type SyncContestStatusJobData = Record<string, never>;

/** Compares the ranking projection with the ledger and repairs drift; without ids, every contest that may still change. */
export interface ReconcileRankingJobData {
  contest_ids?: number[];
}

/** Asks the provider for a payment's status; re-enqueued with a growing delay while it is pending. */
export interface CheckPaymentJobData {
  payment_id: number;
  attempt: number;
}

/** Re-checks every pending payment with its provider and expires those past their lifetime. */
export type ReconcilePaymentsJobData = Record<string, never>;

/**
 * Someone asked to reset the password of `email`: the worker looks the account up and mails the link
 * if there is an active one, so that the API does the same work, as fast, whether or not it exists.
 */
export interface SendPasswordResetJobData {
  email: string;
}

/**
 * A web push notification to one account, on every device it subscribed; `dedupe_key` makes it once
 * whatever the retries and however many workers saw its cause.
 */
export interface NotifyJobData {
  user_id: number;
  dedupe_key: string;
  title: string;
  body: string;
  url: string;
}

/** A winner's claim window is closing (`days_left` days): remind the parent unless the prize was claimed. */
export interface RemindWinnerJobData {
  winner_id: number;
  days_left: number;
}

/** The job catalogue: each job name bound to its queue and payload type. */
export type JobDefinition =
  | { queue: QueueName.Mail; name: JobName.SendMail; data: SendMailJobData }
  | { queue: QueueName.Contests; name: JobName.SyncContestStatus; data: SyncContestStatusJobData }
  | { queue: QueueName.Ranking; name: JobName.ReconcileRanking; data: ReconcileRankingJobData }
  | { queue: QueueName.Payments; name: JobName.CheckPayment; data: CheckPaymentJobData }
  | { queue: QueueName.Payments; name: JobName.ReconcilePayments; data: ReconcilePaymentsJobData }
  | { queue: QueueName.Accounts; name: JobName.SendPasswordReset; data: SendPasswordResetJobData }
  | { queue: QueueName.NotifyFreeVote; name: JobName.NotifyFreeVote; data: NotifyJobData }
  | { queue: QueueName.NotifyPayment; name: JobName.NotifyPayment; data: NotifyJobData }
  | { queue: QueueName.NotifyClosing; name: JobName.NotifyClosing; data: NotifyJobData }
  | { queue: QueueName.NotifyWin; name: JobName.NotifyWin; data: NotifyJobData }
  | { queue: QueueName.NotifyRank; name: JobName.NotifyRank; data: NotifyJobData }
  | { queue: QueueName.Awards; name: JobName.RemindWinner; data: RemindWinnerJobData };

export type JobOf<N extends JobName> = Extract<JobDefinition, { name: N }>;

/** What a producer asks for: a job name with that job's own payload (its queue follows from the name). */
export type JobRequest = { [N in JobName]: { name: N; data: JobOf<N>['data'] } }[JobName];

/** A job as its queue's processor receives it: checking `job.name` types `job.data`, no cast needed. */
export type QueueJob<Q extends QueueName, Result = unknown> = {
  [N in JobName]: JobOf<N>['queue'] extends Q ? Job<JobOf<N>['data'], Result, N> : never;
}[JobName];

export const JOB_QUEUE: { [N in JobName]: JobOf<N>['queue'] } = {
  [JobName.SendMail]: QueueName.Mail,
  [JobName.SyncContestStatus]: QueueName.Contests,
  [JobName.ReconcileRanking]: QueueName.Ranking,
  [JobName.CheckPayment]: QueueName.Payments,
  [JobName.ReconcilePayments]: QueueName.Payments,
  [JobName.SendPasswordReset]: QueueName.Accounts,
  [JobName.NotifyFreeVote]: QueueName.NotifyFreeVote,
  [JobName.NotifyPayment]: QueueName.NotifyPayment,
  [JobName.NotifyClosing]: QueueName.NotifyClosing,
  [JobName.NotifyWin]: QueueName.NotifyWin,
  [JobName.NotifyRank]: QueueName.NotifyRank,
  [JobName.RemindWinner]: QueueName.Awards,
};
