import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { ErrorState, LoadingState, PageTitle } from '@/components/status-views';
import type { Baby } from '@/lib/api/babies/get-participant-profile';
import { useContest } from '@/lib/api/contests/get-contest';
import { useSession } from '@/lib/auth-store';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { useCreatePreregistration } from '../api/create-preregistration';
import { useMyBabies } from '../api/get-my-babies';
import { AuthPanel } from '../components/auth-panel';
import { BabyPicker } from '../components/baby-picker';
import { BirthDateFields } from '../components/birth-date-fields';
import { ContactFields } from '../components/contact-fields';
import { GenderChoice } from '../components/gender-choice';
import { IdentityFields } from '../components/identity-fields';
import { OpeningCountdown } from '../components/opening-countdown';
import { PhotoPicker } from '../components/photo-picker';
import { Benefits, NoContestState, PreregistrationSuccess } from '../components/preregistration-states';
import { StepProgress } from '../components/step-progress';
import { toIsoDate } from '../utils/birth-date';
import { contestIdFromState } from '../utils/navigation-state';
import { checkPhone } from '@/lib/phone-rules';
import { preregistrationErrorMessage } from '../utils/preregistration-error';
import {
  type ChildData,
  emptyChild,
  PREREGISTRATION_STEP_FIELDS,
  preregistrationSchema,
} from '../utils/wizard-validation';
import './participation.css';

const t = PARTICIPATION_TEXT;
const p = t.preregistration;

type StepId = 'choice' | 'information' | 'photo' | 'location' | 'auth';
type Choice = number | 'new' | null;

const TITLES: Record<StepId, string> = {
  choice: t.steps.babyChoice,
  information: t.steps.information,
  photo: t.steps.photo,
  location: t.steps.location,
  auth: t.steps.authentication,
};

/** Baby choice; then Information, Photo, Location for a new baby or Location only; Authentication when logged out. */
function preregistrationSteps(choice: Choice, needsAuth: boolean): StepId[] {
  const middle: StepId[] = choice === 'new' ? ['information', 'photo', 'location'] : ['location'];
  return ['choice', ...middle, ...(needsAuth ? (['auth'] as StepId[]) : [])];
}

/** Why the baby chosen cannot be pre-registered, or null. */
function choiceError(choice: Choice, babies: Baby[]): string | null {
  if (choice === null) return p.babyRequired;
  return choice !== 'new' && !babies.some((baby) => baby.id === choice) ? p.babyNotFound : null;
}

function PreregistrationWizard({ contestId }: { contestId: number }) {
  const session = useSession();
  const [needsAuth] = useState(() => session === null);
  const contest = useContest(contestId);
  const babies = useMyBabies(session ? (session.userId ?? 0) : null);
  const create = useCreatePreregistration();
  const [choice, setChoice] = useState<Choice>(null);
  const form = useForm<ChildData>({ resolver: zodResolver(preregistrationSchema), defaultValues: emptyChild() });
  const { watch, trigger, getValues, setError, clearErrors, formState } = form;
  const hasPhoto = Boolean(watch('photo'));
  const [index, setIndex] = useState(0);
  const sentAfterLogin = useRef(false);

  const list = babies.data ?? [];
  const effectiveChoice: Choice = choice ?? (session && list.length === 1 ? list[0].id : session ? null : 'new');
  const steps = preregistrationSteps(effectiveChoice, needsAuth);
  const step = steps[Math.min(index, steps.length - 1)];

  // An edit clears the errors shown.
  useEffect(() => {
    const { unsubscribe } = watch((_, { name }) => {
      if (name) clearErrors();
    });
    return unsubscribe;
  }, [watch, clearErrors]);

  const send = useCallback(() => {
    const data = getValues();
    const phone = data.phone ? checkPhone(data.country, data.phone, data.dialCode || undefined) : null;
    const location = {
      country: data.country,
      city: data.city,
      phone_number: phone?.ok ? phone.phone : undefined,
    };
    const onError = (error: Error) => setError('root', { type: 'server', message: preregistrationErrorMessage(error) });
    if (effectiveChoice === 'new' && data.photo) {
      create.mutate(
        {
          kind: 'new',
          fields: {
            contest_id: contestId,
            baby_name: data.name.trim(),
            gender: data.gender || undefined,
            date_of_birth: toIsoDate(data.birthDate) ?? '',
            bio: data.bio.trim() || undefined,
            ...location,
          },
          photo: data.photo,
        },
        { onError },
      );
    } else if (typeof effectiveChoice === 'number') {
      create.mutate({ kind: 'existing', contest: contestId, baby: effectiveChoice, ...location }, { onError });
    }
  }, [contestId, create, effectiveChoice, getValues, setError]);

  // Signing in on the last step sends the pre-registration at once.
  useEffect(() => {
    if (step === 'auth' && session && !sentAfterLogin.current) {
      sentAfterLogin.current = true;
      send();
    }
  }, [step, session, send]);

  if (contest.isPending || (session && babies.isPending)) return <LoadingState />;
  if (contest.isError) return <ErrorState message={contest.error.message} onRetry={() => void contest.refetch()} />;
  if (babies.isError) return <ErrorState message={p.babiesError} onRetry={() => void babies.refetch()} />;
  if (create.isSuccess) return <PreregistrationSuccess />;

  const position = steps.indexOf(step);
  const isLast = position === steps.length - 1;
  const next = async () => {
    clearErrors();
    if (step === 'choice') {
      const problem = choiceError(effectiveChoice, list);
      if (problem) {
        setError('root', { type: 'choice', message: problem });
        return;
      }
    } else if (step !== 'auth' && !(await trigger(PREREGISTRATION_STEP_FIELDS[step]))) {
      return;
    }
    if (isLast) send();
    else setIndex(position + 1);
  };

  return (
    <FormProvider {...form}>
      <section className="wizard">
        <PageTitle>{p.titleFor(contest.data.title)}</PageTitle>
        <OpeningCountdown start={contest.data.start_date} />
        <StepProgress step={position + 1} total={steps.length} title={TITLES[step]} />
        <div className="card wizard__card">
          <h2 className="wizard__step-title">{TITLES[step]}</h2>
          {step === 'choice' && (
            <BabyPicker
              babies={list}
              selected={effectiveChoice}
              allowNew
              onSelect={(picked) => {
                setChoice(picked);
                clearErrors();
              }}
            />
          )}
          {step === 'information' && (
            <>
              <GenderChoice />
              <IdentityFields />
              <BirthDateFields />
            </>
          )}
          {step === 'photo' && <PhotoPicker />}
          {step === 'location' && <ContactFields phoneRequired={false} clearPhoneOnCountryChange />}
          {step === 'auth' && !session && <AuthPanel />}
          {step === 'auth' && session && create.isPending && <LoadingState label={p.sendingAfterLogin} />}
          {formState.errors.root && (
            <p className="form-error" role="alert">
              {formState.errors.root.message}
            </p>
          )}
          <div className="wizard__actions">
            <button
              type="button"
              className="button"
              disabled={position === 0 || create.isPending}
              onClick={() => setIndex(Math.max(0, position - 1))}
            >
              {t.wizard.back}
            </button>
            {(step !== 'auth' || session) && (
              <button
                type="button"
                className="button button--primary"
                disabled={create.isPending || (step === 'photo' && !hasPhoto)}
                onClick={() => void next()}
              >
                {isLast ? (create.isPending ? p.submitting : p.submit) : t.wizard.next}
              </button>
            )}
          </div>
        </div>
        <Benefits />
      </section>
    </FormProvider>
  );
}

/** /concours/preinscription/flow: the multi-step pre-registration for the contest given in navigation state. */
export function PreregistrationFlowPage() {
  const location = useLocation();
  const [contestId] = useState(() => contestIdFromState(location.state));
  if (contestId === null) return <NoContestState />;
  return <PreregistrationWizard contestId={contestId} />;
}
