/** Every queue of the system. */
export enum QueueName {
  Mail = 'mail',
  Contests = 'contests',
}

/** Every job of the system, named `<queue>.<action>`. */
export enum JobName {
  SendMail = 'mail.send',
  SyncContestStatus = 'contests.sync-status',
}

export interface SendMailJobData {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Moves contests whose dates have come (pre_registration → open → closed); reads everything from the database. */
export type SyncContestStatusJobData = Record<string, never>;

/** The job catalogue: each job name bound to its queue and payload type. */
export type JobDefinition =
  | { queue: QueueName.Mail; name: JobName.SendMail; data: SendMailJobData }
  | { queue: QueueName.Contests; name: JobName.SyncContestStatus; data: SyncContestStatusJobData };

export type JobOf<N extends JobName> = Extract<JobDefinition, { name: N }>;

export const JOB_QUEUE: { [N in JobName]: JobOf<N>['queue'] } = {
  [JobName.SendMail]: QueueName.Mail,
  [JobName.SyncContestStatus]: QueueName.Contests,
};
