import { useContests } from '../lib/api/contests/contests';
import { Field } from '@bebe-star/web-common/form-field';

interface ContestSelectProps {
  label: string;
  /** The first option, meaning no contest chosen. */
  allLabel: string;
  value: number | undefined;
  /** The chosen contest's id as text ('' for none), as URL state takes it. */
  onChange: (value: string) => void;
}

/** A labelled choice among every contest (drafts included for administrators). */
export function ContestSelect({ label, allLabel, value, onChange }: ContestSelectProps) {
  const contests = useContests();
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          <option value="">{allLabel}</option>
          {contests.data?.map((contest) => (
            <option key={contest.id} value={contest.id}>
              {contest.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
