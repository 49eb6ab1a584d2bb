import { SearchBox } from '@/components/search-box';
import { ErrorView, LoadingView } from '@/components/status-views';
import { useContests } from '@/lib/api/contests/contests';
import { useParticipant } from '@/lib/api/participants/participant';
import { type AdminParticipant, useParticipants } from '@/lib/api/participants/participants';
import { errorText } from '@/lib/error-text';
import type { UrlStateChanges } from '@/lib/url-state';
import { votes as VOTES_TEXT } from '@/messages/votes';

const t = VOTES_TEXT.pick;
const RESULTS = 10;

interface ParticipantPickerProps {
  search: string | undefined;
  participant: number | undefined;
  onChange: (changes: UrlStateChanges) => void;
}

interface MatchProps {
  match: AdminParticipant;
  contestTitle: string | undefined;
  chosen: boolean;
  onChoose: (id: number) => void;
}

function Match({ match, contestTitle, chosen, onChoose }: MatchProps) {
  return (
    <li>
      <button type="button" className="button button--small" aria-pressed={chosen} onClick={() => onChoose(match.id)}>
        {t.choose(match.baby_details.name, match.vote_count ?? 0)}{' '}
        <small className="vote-match__where">{t.where(contestTitle ?? t.contestId(match.contest), match.id)}</small>
      </button>
    </li>
  );
}

interface NumberedMatchProps {
  id: number;
  titles: Map<number, string>;
  chosen: boolean;
  onChoose: (id: number) => void;
}

/** The participant whose number was typed, when there is one (an unknown number shows nothing). */
function NumberedMatch({ id, titles, chosen, onChoose }: NumberedMatchProps) {
  const numbered = useParticipant(id);
  if (!numbered.data) return null;
  return (
    <Match match={numbered.data} contestTitle={titles.get(numbered.data.contest)} chosen={chosen} onChoose={onChoose} />
  );
}

function Matches({ search, participant, onChange }: ParticipantPickerProps) {
  const matches = useParticipants({ search, ordering: '-votes', page: 1, page_size: RESULTS });
  const contests = useContests();
  const titles = new Map(contests.data?.map((contest) => [contest.id, contest.title]));
  const number = search && /^\d+$/.test(search) ? Number(search) : undefined;
  const onChoose = (id: number) => onChange({ participant: id, page: undefined });
  if (matches.isPending) return <LoadingView />;
  if (matches.isError)
    return <ErrorView message={errorText(matches.error, t.failed)} onRetry={() => void matches.refetch()} />;
  const found = matches.data.results.filter((match) => match.id !== number);
  return (
    <>
      <ul className="vote-matches" aria-label={search ? t.results : t.mostVoted}>
        {number !== undefined && (
          <NumberedMatch id={number} titles={titles} chosen={number === participant} onChoose={onChoose} />
        )}
        {found.map((match) => (
          <Match
            key={match.id}
            match={match}
            contestTitle={titles.get(match.contest)}
            chosen={match.id === participant}
            onChoose={onChoose}
          />
        ))}
      </ul>
      {found.length === 0 && number === undefined && <p>{t.noResult}</p>}
    </>
  );
}

/**
 * Finds a participant across every contest, by the baby's name, country or city (the server's search)
 * or by number; the most voted first.
 */
export function ParticipantPicker(props: ParticipantPickerProps) {
  return (
    <section className="panel vote-picker">
      <SearchBox
        search={props.search ?? ''}
        label={t.participant}
        placeholder={t.participantPlaceholder}
        submitLabel={t.search}
        onSearch={(value) => props.onChange({ search: value })}
      />
      <Matches {...props} />
    </section>
  );
}
