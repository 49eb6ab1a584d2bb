import { Field, FormMessage } from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useCreateDispute } from '../api/create-dispute';

const t = ACCOUNT_TEXT.statement;
export const DISPUTE_MAX_LENGTH = 1000;

const disputeSchema = z.object({
  message: z.string().trim().min(1, t.messageRequired).max(DISPUTE_MAX_LENGTH, t.messageTooLong),
});
type DisputeValues = z.infer<typeof disputeSchema>;

interface DisputeFormProps {
  participantId: number;
  ledgerId: number;
  /** When the contested vote was cast, as shown on its line. */
  when: string;
  onClose: () => void;
  /** Called with the server's message once the dispute is recorded. */
  onSent: (detail: string) => void;
}

/** The parent's message against a refused or cancelled vote, sent to the administrators. */
export function DisputeForm({ participantId, ledgerId, when, onClose, onSent }: DisputeFormProps) {
  const introId = useId();
  const { register, handleSubmit, watch, formState } = useForm<DisputeValues>({
    resolver: zodResolver(disputeSchema),
    defaultValues: { message: '' },
    reValidateMode: 'onSubmit',
  });
  const send = useCreateDispute();
  const length = watch('message').length;

  const submit = ({ message }: DisputeValues) => {
    send.mutate({ participantId, ledgerId, message }, { onSuccess: (dispute) => onSent(dispute.detail ?? t.sent) });
  };

  return (
    <form
      className="dispute-form"
      noValidate
      aria-describedby={introId}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p id={introId} className="dispute-form__intro">
        {t.disputeIntro(when)}
      </p>
      {send.isError && <FormMessage kind="error">{send.error.message || t.sendFailed}</FormMessage>}
      <Field label={t.message} hint={t.messageCounter(length)} error={formState.errors.message?.message}>
        {(control) => (
          <textarea {...control} rows={3} maxLength={DISPUTE_MAX_LENGTH} required {...register('message')} />
        )}
      </Field>
      <div className="dispute-form__actions">
        <button type="button" className="button button--small" disabled={send.isPending} onClick={onClose}>
          {t.cancel}
        </button>
        <button type="submit" className="button button--small button--primary" disabled={send.isPending}>
          {send.isPending ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
