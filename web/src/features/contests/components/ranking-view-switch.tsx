import { rankingViews as VIEWS_TEXT } from '@/messages/ranking-views';

const t = VIEWS_TEXT;

export type RankingView = 'all' | 'free';

const VIEWS: { id: RankingView; label: string }[] = [
  { id: 'all', label: t.all },
  { id: 'free', label: t.free },
];

/** Every vote or free votes only: two radio buttons (arrow keys move between them), drawn as one switch. */
export function RankingViewSwitch({ value, onChange }: { value: RankingView; onChange: (view: RankingView) => void }) {
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">{t.legend}</legend>
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
