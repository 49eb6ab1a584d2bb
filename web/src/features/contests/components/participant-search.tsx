import { useEffect, useState } from 'react';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT.participants;

interface ParticipantSearchProps {
  /** The term being applied (from the address). */
  term: string;
  onSearch: (term: string) => void;
  count: number;
  searching: boolean;
}

/** The search box: submitted with Enter or the button (a blank term is ignored), cleared with ×. */
export function ParticipantSearch({ term, onSearch, count, searching }: ParticipantSearchProps) {
  const [draft, setDraft] = useState(term);
  useEffect(() => setDraft(term), [term]);
  return (
    <div className="search">
      <form
        role="search"
        className="search__form"
        onSubmit={(event) => {
          event.preventDefault();
          const next = draft.trim();
          if (next) onSearch(next);
        }}
      >
        <label htmlFor="participant-search" className="visually-hidden">
          {t.searchLabel}
        </label>
        <div className="search__field">
          <input
            id="participant-search"
            type="search"
            className="search__input"
            placeholder={t.searchPlaceholder}
            value={draft}
            enterKeyHint="search"
            onChange={(event) => setDraft(event.target.value)}
          />
          {draft && (
            <button
              type="button"
              className="search__clear"
              aria-label={t.clearSearch}
              onClick={() => {
                setDraft('');
                onSearch('');
              }}
            >
              ×
            </button>
          )}
        </div>
        <button type="submit" className="button button--primary search__submit">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="search__submit-text">{t.searchButton}</span>
        </button>
      </form>
      <div className="search__status" aria-live="polite">
        {term && (
          <span className="chip">
            {t.searchChip(term)}
            <button type="button" aria-label={t.clearSearch} onClick={() => onSearch('')}>
              ×
            </button>
          </span>
        )}
        <span className="muted">{searching ? t.searching : t.count(count)}</span>
      </div>
    </div>
  );
}
