import type { ReactNode } from 'react';
import { common as COMMON_TEXT } from '../messages/common';
import { Dialog, DialogClose } from './dialog';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in plain words (shown before anything is done). */
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | null;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** Asks before a destructive or lasting action; stays open with the server's message when it fails. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  tone = 'danger',
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={title} description={description}>
      {children}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <DialogClose asChild>
          <button type="button" className="button" disabled={pending}>
            {COMMON_TEXT.cancel}
          </button>
        </DialogClose>
        <button type="button" className={`button button--${tone}`} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
