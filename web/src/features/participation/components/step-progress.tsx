import { participation as PARTICIPATION_TEXT } from '@/messages/participation';

/**
 * "Étape X sur N" with a bar of N segments, the first X filled: classes rather than a width in a
 * `style` attribute, which the pages' CSP refuses in the server-rendered HTML.
 */
export function StepProgress({ step, total, title }: { step: number; total: number; title: string }) {
  const label = PARTICIPATION_TEXT.wizard.progress(step, total);
  return (
    <div className="step-progress">
      <p className="step-progress__label">
        <span>{label}</span>
        <span className="step-progress__title">{title}</span>
      </p>
      <div
        className="step-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
      >
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={index < step ? 'step-progress__segment step-progress__segment--done' : 'step-progress__segment'}
          />
        ))}
      </div>
    </div>
  );
}
