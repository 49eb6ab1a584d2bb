import { Field } from '@/components/form-field';
import { SearchBox } from '@/components/search-box';
import { ErrorView, LoadingView } from '@/components/status-views';
import { useContests } from '@/lib/api/contests';
import { useParticipants } from '@/lib/api/participants';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import type { UrlStateChanges } from '@/lib/url-state';
import { votes as VOTES_TEXT } from '@/messages/votes';

const t = VOTES_TEXT.pick;
const RESULTS = 10;

interface ParticipantPickerProps {
  contest: number | undefined;
  search: string | undefined;
  participant: number | undefined;
  onChange: (changes: UrlStateChanges) => void;
}

function Matches({ contest, search, participant, onChange }: ParticipantPickerProps & { contest: number }) {
  const matches = useParticipants({ contest, search, ordering: '-votes', page: 1, page_size: RESULTS });
  if (matches.isPending) return <LoadingView />;
  if (matches.isError)
    return <ErrorView message={errorText(matches.error, t.failed)} onRetry={() => void matches.refetch()} />;
  if (matches.data.results.length === 0) return <p>{t.noResult}</p>;
  return (
    <ul className="vote-matches" aria-label={t.results}>
      {matches.data.results.map((match) => (
        <li key={match.id}>
          <button
            type="button"
            className="button button--small"
            aria-pressed={match.id === participant}
            onClick={() => onChange({ participant: match.id, page: undefined })}
          >
            {t.choose(match.baby_details.name, formatNumber(match.vote_count ?? 0))}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Picks the contest, then a participant found by the server's search (the most voted first). */
export function ParticipantPicker(props: ParticipantPickerProps) {
  const contests = useContests();
  const { contest, search, onChange } = props;
  return (
    <section className="panel vote-picker">
      <div className="filter-bar">
        <Field label={t.contest}>
          {(control) => (
            <select
              {...control}
              value={contest ?? ''}
              onChange={(event) =>
                onChange({ contest: event.target.value, participant: undefined, search: undefined, page: undefined })
              }
            >
              <option value="">{t.chooseContest}</option>
              {contests.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        {contest !== undefined && (
          <SearchBox
            search={search ?? ''}
            label={t.participant}
            placeholder={t.participantPlaceholder}
            submitLabel={t.search}
            onSearch={(value) => onChange({ search: value })}
          />
        )}
      </div>
      {contest === undefined ? <p>{t.hint}</p> : <Matches {...props} contest={contest} />}
    </section>
  );
}
