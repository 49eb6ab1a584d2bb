import { participation as PARTICIPATION_TEXT } from '../../../messages/participation';

/** "Étape X sur N" with a bar. */
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
        <span style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </div>
  );
}
