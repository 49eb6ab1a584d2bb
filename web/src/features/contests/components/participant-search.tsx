import { useForm } from 'react-hook-form';
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
  // The box follows the applied term (a new address, a cleared chip); the term is also the input's
  // defaultValue, so that the server's render shows it.
  const { register, handleSubmit, watch, setValue } = useForm({ values: { search: term } });
  const draft = watch('search');
  return (
    <div className="search">
      <form
        role="search"
        className="search__form"
        onSubmit={(event) =>
          void handleSubmit(({ search }) => {
            const next = search.trim();
            if (next) onSearch(next);
          })(event)
        }
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
            enterKeyHint="search"
            defaultValue={term}
            {...register('search')}
          />
          {draft && (
            <button
              type="button"
              className="search__clear"
              aria-label={t.clearSearch}
              onClick={() => {
                setValue('search', '');
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
