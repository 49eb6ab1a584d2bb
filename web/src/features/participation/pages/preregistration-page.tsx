import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorState, LoadingState, PageTitle } from '@/components/status-views';
import { useContest } from '@/lib/api/contests/get-contest';
import { useSession } from '@/lib/auth-store';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { useCreatePreregistration } from '../api/create-preregistration';
import { useMyBabies } from '../api/get-my-babies';
import { BabyPicker } from '../components/baby-picker';
import { OpeningCountdown } from '../components/opening-countdown';
import {
  Benefits,
  LoginRequiredState,
  NoBabyState,
  NoContestState,
  PreregistrationSuccess,
} from '../components/preregistration-states';
import { contestIdFromState } from '../utils/navigation-state';
import { preregistrationErrorMessage } from '../utils/preregistration-error';
import './participation.css';

const t = PARTICIPATION_TEXT.preregistration;

function PreregistrationForm({ contestId }: { contestId: number }) {
  const session = useSession()!;
  const contest = useContest(contestId);
  const babies = useMyBabies(session.userId ?? 0);
  const create = useCreatePreregistration();
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (contest.isPending || babies.isPending) return <LoadingState />;
  if (contest.isError) return <ErrorState message={contest.error.message} onRetry={() => void contest.refetch()} />;
  if (babies.isError) return <ErrorState message={t.babiesError} onRetry={() => void babies.refetch()} />;
  if (create.isSuccess) return <PreregistrationSuccess />;
  if (babies.data.length === 0) return <NoBabyState />;

  const chosen = selected ?? (babies.data.length === 1 ? babies.data[0].id : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return setError(t.babyRequired);
    if (!babies.data.some((baby) => baby.id === chosen)) return setError(t.babyNotFound);
    setError(null);
    create.mutate(
      { kind: 'existing', contest: contestId, baby: chosen },
      { onError: (failure) => setError(preregistrationErrorMessage(failure)) },
    );
  };

  return (
    <section className="preregistration">
      <PageTitle>{t.titleFor(contest.data.title)}</PageTitle>
      <OpeningCountdown start={contest.data.start_date} />
      <form className="card preregistration__form" onSubmit={submit}>
        <BabyPicker
          babies={babies.data}
          selected={chosen}
          onSelect={(choice) => {
            setError(null);
            if (choice !== 'new') setSelected(choice);
          }}
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={chosen === null || create.isPending}
        >
          {create.isPending ? t.submitting : t.submit}
        </button>
      </form>
      <Benefits />
    </section>
  );
}

/** /concours/preinscription: pre-registers one of the user's babies for the contest given in navigation state. */
export function PreregistrationPage() {
  const location = useLocation();
  const [contestId] = useState(() => contestIdFromState(location.state));
  const session = useSession();
  if (contestId === null) return <NoContestState />;
  if (!session) return <LoginRequiredState />;
  return <PreregistrationForm contestId={contestId} />;
}
