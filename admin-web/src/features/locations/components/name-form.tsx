import { useId, useState } from 'react';

interface NameFormProps {
  label: string;
  placeholder?: string;
  initial?: string;
  submitLabel: string;
  /** Shown beside the submit button (e.g. Annuler while renaming). */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Resolves true when saved (the field is then emptied). */
  onSubmit: (name: string) => Promise<boolean>;
}

/** One name to add or rename: the button stays disabled while the name is empty (spec 002 §5). */
export function NameForm({
  label,
  placeholder,
  initial = '',
  submitLabel,
  onCancel,
  cancelLabel,
  onSubmit,
}: NameFormProps) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  return (
    <form
      className="name-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed || busy) return;
        setBusy(true);
        void onSubmit(trimmed).then((saved) => {
          setBusy(false);
          if (saved && !initial) setName('');
        });
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={name}
        maxLength={120}
        placeholder={placeholder}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button button--primary button--small" disabled={!trimmed || busy}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" className="button button--small" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </form>
  );
}
