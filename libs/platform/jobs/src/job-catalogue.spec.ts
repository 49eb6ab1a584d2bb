import { JOB_QUEUE, JobName, type JobRequest, QueueName } from './job-catalogue';

describe('the job catalogue', () => {
  it('pairs each job name with its own payload, at compile time', () => {
    const mail: JobRequest = { name: JobName.SendMail, data: { to: 'parent@example.com', subject: 'S', text: 'T' } };
    // @ts-expect-error a mail job never carries another job's payload (`npm run typecheck` fails if this compiles)
    const mixedUp: JobRequest = { name: JobName.SendMail, data: { payment_id: 1, attempt: 0 } };
    expect([mail, mixedUp].map((job) => JOB_QUEUE[job.name])).toEqual([QueueName.Mail, QueueName.Mail]);
  });

  it('sends every job to the queue of its name', () => {
    for (const name of Object.values(JobName)) expect(name.startsWith(`${JOB_QUEUE[name]}.`)).toBe(true);
  });
});
