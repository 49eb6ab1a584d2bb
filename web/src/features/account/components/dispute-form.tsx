import { type FormEvent, useId, useState } from 'react';
import { FieldNotes, FormMessage, describedByOf } from '@/components/form-field';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useCreateDispute } from '../api/create-dispute';

const t = ACCOUNT_TEXT.statement;
export const DISPUTE_MAX_LENGTH = 1000;

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
  const fieldId = useId();
  const introId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useCreateDispute();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setError(t.messageRequired);
    if (text.length > DISPUTE_MAX_LENGTH) return setError(t.messageTooLong);
    setError(null);
    send.mutate(
      { participantId, ledgerId, message: text },
      { onSuccess: (dispute) => onSent(dispute.detail ?? t.sent) },
    );
  };

  return (
    <form className="dispute-form" noValidate aria-describedby={introId} onSubmit={submit}>
      <p id={introId} className="dispute-form__intro">
        {t.disputeIntro(when)}
      </p>
      {send.isError && <FormMessage kind="error">{send.error.message || t.sendFailed}</FormMessage>}
      <div className="field">
        <label htmlFor={fieldId}>{t.message}</label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={DISPUTE_MAX_LENGTH}
          value={message}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(fieldId, t.messageCounter(message.length), error)}
          onChange={(event) => setMessage(event.target.value)}
        />
        <FieldNotes inputId={fieldId} hint={t.messageCounter(message.length)} error={error} />
      </div>
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
