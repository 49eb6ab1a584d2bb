/** Every queue of the system. */
export enum QueueName {
  Mail = 'mail',
}

/** Every job of the system, named `<queue>.<action>`. */
export enum JobName {
  SendMail = 'mail.send',
}

export interface SendMailJobData {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The job catalogue: each job name bound to its queue and payload type. */
export type JobDefinition = { queue: QueueName.Mail; name: JobName.SendMail; data: SendMailJobData };

export type JobOf<N extends JobName> = Extract<JobDefinition, { name: N }>;

export const JOB_QUEUE: { [N in JobName]: JobOf<N>['queue'] } = {
  [JobName.SendMail]: QueueName.Mail,
};
