import { useController } from 'react-hook-form';
import type { Contest } from '@/lib/api/contests/get-contest';
import { useDateFormats } from '@/lib/use-date-formats';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import type { ChildData } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.contest;

function ContestDates({ contest }: { contest: Contest }) {
  const { formatDate } = useDateFormats();
  return (
    <span className="contest-choice__dates">
      {t.dates(formatDate(contest.start_date), formatDate(contest.end_date))}
    </span>
  );
}

/**
 * The contest the child is entered in, on the first step: the one shown when there is one (named by
 * the page the parent came from, or the only open one for the child), a choice when several are open
 * for the child (the form's `contestId`). Nothing until the gender says which contests fit, unless
 * only one is open.
 */
export function ContestChoice({
  candidates,
  chosen,
}: {
  /** The contests the child may enter, or null while not known (gender not chosen, list loading). */
  candidates: Contest[] | null;
  chosen: Contest | null;
}) {
  const { field, fieldState } = useController<ChildData, 'contestId'>({ name: 'contestId' });
  const error = fieldState.error?.message;
  if (candidates === null || candidates.length === 0) {
    return error ? <FieldError id="contest-error" message={error} /> : null;
  }
  if (candidates.length === 1) {
    const [contest] = candidates;
    return (
      <section className="contest-choice" aria-labelledby="contest-choice-title">
        <h3 id="contest-choice-title" className="contest-choice__legend">
          {t.single}
        </h3>
        <p className="contest-choice__card contest-choice__card--single">
          <span className="contest-choice__title">{contest.title}</span>
          <ContestDates contest={contest} />
        </p>
        <FieldError id="contest-error" message={error} />
      </section>
    );
  }
  return (
    <fieldset className="contest-choice" aria-describedby={error ? 'contest-error' : undefined}>
      <legend className="contest-choice__legend">{t.several(candidates.length)}</legend>
      <div className="contest-choice__options">
        {candidates.map((contest) => (
          <label
            key={contest.id}
            className={`contest-choice__card${chosen?.id === contest.id ? ' contest-choice__card--selected' : ''}`}
          >
            <input
              type="radio"
              name="contest"
              value={contest.id}
              checked={chosen?.id === contest.id}
              aria-invalid={error ? true : undefined}
              onChange={() => field.onChange(contest.id)}
            />
            <span className="contest-choice__text">
              <span className="contest-choice__title">{contest.title}</span>
              <ContestDates contest={contest} />
            </span>
          </label>
        ))}
      </div>
      <FieldError id="contest-error" message={error} />
    </fieldset>
  );
}
