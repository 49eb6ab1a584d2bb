/** Every queue of the system. */
export enum QueueName {
  Mail = 'mail',
  Contests = 'contests',
  Ranking = 'ranking',
}

/** Every job of the system, named `<queue>.<action>`. */
export enum JobName {
  SendMail = 'mail.send',
  SyncContestStatus = 'contests.sync-status',
  ReconcileRanking = 'ranking.reconcile',
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

/** The job catalogue: each job name bound to its queue and payload type. */
export type JobDefinition =
  | { queue: QueueName.Mail; name: JobName.SendMail; data: SendMailJobData }
  | { queue: QueueName.Contests; name: JobName.SyncContestStatus; data: SyncContestStatusJobData }
  | { queue: QueueName.Ranking; name: JobName.ReconcileRanking; data: ReconcileRankingJobData };

export type JobOf<N extends JobName> = Extract<JobDefinition, { name: N }>;

export const JOB_QUEUE: { [N in JobName]: JobOf<N>['queue'] } = {
  [JobName.SendMail]: QueueName.Mail,
  [JobName.SyncContestStatus]: QueueName.Contests,
  [JobName.ReconcileRanking]: QueueName.Ranking,
};
