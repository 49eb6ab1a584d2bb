import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { z } from 'zod';
import './participation.css';

const t = PARTICIPATION_TEXT.preregistration;

interface PreregistrationValues {
  /** The baby picked; null: none picked (the only baby is then the one). */
  baby: number | null;
}

/** The baby to pre-register, one of the user's: the one picked, else the only one. */
const preregistrationSchema = (babies: readonly { id: number }[]) =>
  z
    .object({ baby: z.number().nullable() })
    .transform(({ baby }) => ({ baby: baby ?? (babies.length === 1 ? babies[0].id : null) }))
    .superRefine(({ baby }, context) => {
      const message = baby === null ? t.babyRequired : babies.some((one) => one.id === baby) ? null : t.babyNotFound;
      if (message) context.addIssue({ code: z.ZodIssueCode.custom, path: ['baby'], message });
    });

function PreregistrationForm({ contestId }: { contestId: number }) {
  const session = useSession()!;
  const contest = useContest(contestId);
  const babies = useMyBabies(session.userId ?? 0);
  const create = useCreatePreregistration();
  const { handleSubmit, watch, setValue, setError, clearErrors, formState } = useForm<PreregistrationValues>({
    resolver: zodResolver(preregistrationSchema(babies.data ?? [])),
    defaultValues: { baby: null },
  });
  const selected = watch('baby');
  const error = formState.errors.baby?.message ?? formState.errors.root?.message;

  if (contest.isPending || babies.isPending) return <LoadingState />;
  if (contest.isError) return <ErrorState message={contest.error.message} onRetry={() => void contest.refetch()} />;
  if (babies.isError) return <ErrorState message={t.babiesError} onRetry={() => void babies.refetch()} />;
  if (create.isSuccess) return <PreregistrationSuccess />;
  if (babies.data.length === 0) return <NoBabyState />;

  const chosen = selected ?? (babies.data.length === 1 ? babies.data[0].id : null);
  const submit = ({ baby }: PreregistrationValues) => {
    if (baby === null) return;
    create.mutate(
      { kind: 'existing', contest: contestId, baby },
      { onError: (failure) => setError('root', { message: preregistrationErrorMessage(failure) }) },
    );
  };

  return (
    <section className="preregistration">
      <PageTitle>{t.titleFor(contest.data.title)}</PageTitle>
      <OpeningCountdown start={contest.data.start_date} />
      <form className="card preregistration__form" onSubmit={(event) => void handleSubmit(submit)(event)}>
        <BabyPicker
          babies={babies.data}
          selected={chosen}
          onSelect={(choice) => {
            clearErrors();
            if (choice !== 'new') setValue('baby', choice);
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
