import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT.ranking;

export type RankingView = 'all' | 'free';

const VIEWS: { id: RankingView; label: string }[] = [
  { id: 'all', label: t.allVotes },
  { id: 'free', label: t.freeVotes },
];

/** Every vote or free votes only: two radio buttons (arrow keys move between them), drawn as one switch. */
export function RankingViewSwitch({ value, onChange }: { value: RankingView; onChange: (view: RankingView) => void }) {
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">{t.viewLegend}</legend>
      {VIEWS.map((view) => (
        <label key={view.id} className="view-switch__option">
          <input
            type="radio"
            name="ranking-view"
            value={view.id}
            checked={value === view.id}
            onChange={() => onChange(view.id)}
          />
          <span>{view.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
