import { setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/status-views';
import { type Contest, useContest } from '@/lib/api/contests/get-contest';
import { useOpenContests } from '@/lib/api/contests/get-in-progress-contests';
import { useCurrentUser } from '@/lib/current-user';
import { checkPhone } from '@/lib/phone-rules';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { useRegisterParticipant } from '../api/register-participant';
import type { UploadProgress } from '../api/send-with-progress';
import { AuthPanel } from '../components/auth-panel';
import { BirthDateFields } from '../components/birth-date-fields';
import { ConfirmationStep } from '../components/confirmation-step';
import { ContactFields } from '../components/contact-fields';
import { ContestChoice } from '../components/contest-choice';
import { FieldError } from '../components/field-error';
import { GenderChoice } from '../components/gender-choice';
import { IdentityFields } from '../components/identity-fields';
import { PhotoPicker } from '../components/photo-picker';
import { StepProgress } from '../components/step-progress';
import { SuccessModal } from '../components/success-modal';
import { WizardActions } from '../components/wizard-actions';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { useResetWhenHidden } from '../hooks/use-reset-when-hidden';
import { toIsoDate } from '../utils/birth-date';
import { contestChoiceError, contestsFor } from '../utils/contest-for';
import { focusFirstError } from '../utils/focus-first-error';
import { contestIdFromState } from '../utils/navigation-state';
import {
  AUTH_STEP,
  initialWizard,
  participationWizard,
  PHOTO_STEP,
  readStep,
  SERVER_FIELDS,
  TOTAL_STEPS,
  wizardFieldErrors,
} from '../utils/participation-wizard';
import { readRegistrationError, type RegistrationFailure } from '../utils/registration-error';
import {
  emptyChild,
  PARTICIPATION_STEP_FIELDS,
  type ParticipationData,
  participationSchema,
  photoError,
} from '../utils/wizard-validation';
import './participation.css';

const t = PARTICIPATION_TEXT;
const STEP_TITLES = [
  t.steps.gender,
  t.steps.identity,
  t.steps.birthAndLocation,
  t.steps.photo,
  t.steps.authentication,
  t.steps.confirmation,
];
/** Redirect delay after a successful registration. */
const REDIRECT_MS = 2_000;

const emptyParticipation = (): ParticipationData => ({ ...emptyChild(), terms: false });

/** /participer/flow: the six-step participation wizard (§2.2). */
export function ParticipationFlowPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [contestId] = useState(() => contestIdFromState(location.state));
  const { session, user } = useCurrentUser();
  const namedContest = useContest(contestId);
  const openContests = useOpenContests(contestId === null);
  const register = useRegisterParticipant();
  const [upload, setUpload] = useState<UploadProgress | null>(null);

  const [state, dispatch] = useReducer(participationWizard, undefined, initialWizard);
  const { furthest, failure, resetNotice, registered, registrationKey } = state;
  const form = useForm<ParticipationData>({
    resolver: zodResolver(participationSchema),
    defaultValues: emptyParticipation(),
  });
  const { watch, trigger, getValues, setValue, setError, clearErrors, reset } = form;
  const data = watch();
  const heading = useRef<HTMLHeadingElement>(null);
  const { container: card, refused } = useFocusFirstError<HTMLDivElement>();
  const step = readStep(params.get('etape'));

  // The contests shown on step 1: the one named by the page the parent came from; else the open ones
  // for the child's gender (the only open one before the gender is known).
  const named = namedContest.data ?? null;
  const open = openContests.data;
  let candidates: Contest[] | null = null;
  if (contestId !== null) candidates = named && [named];
  else if (open && data.gender) candidates = contestsFor(open, data.gender);
  else if (open?.length === 1) candidates = open;
  const contest =
    candidates?.find((candidate) => candidate.id === data.contestId) ??
    (candidates?.length === 1 ? candidates[0] : null);

  const goTo = useCallback(
    (next: number, replace = false) => setParams({ etape: String(next) }, { replace }),
    [setParams],
  );

  // An edit clears the error of the field it changed.
  useEffect(() => {
    const { unsubscribe } = watch((_, { name }) => {
      if (name) clearErrors(name);
    });
    return unsubscribe;
  }, [watch, clearErrors]);

  const restart = (afterLeaving: boolean) => {
    dispatch({ type: 'restarted', afterLeaving });
    reset(emptyParticipation());
    goTo(1, true);
  };

  const { leavingOnPurpose } = useResetWhenHidden(
    () => {
      if (step === 1 && !getValues('gender')) return;
      restart(true);
    },
    !register.isPending && registered === null,
  );

  // A step not reached yet (a reload, a pasted address) starts again from the furthest one reached.
  useEffect(() => {
    if (step !== null && step > furthest) goTo(furthest, true);
  }, [step, furthest, goTo]);

  // Already signed in: the authentication step goes on by itself.
  useEffect(() => {
    if (step === AUTH_STEP && session) {
      dispatch({ type: 'reached', step: TOTAL_STEPS });
      goTo(TOTAL_STEPS, true);
    }
  }, [step, session, goTo]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A step the server's refusal sent the parent back to opens on the field in error.
    if (!focusFirstError(card.current)) heading.current?.focus();
  }, [step, card]);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => void navigate(registered.url), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  if (step === null) {
    return (
      <section className="state state--error" role="alert">
        <h1>{t.wizard.invalidStep}</h1>
        <p>{t.wizard.invalidStepText}</p>
        <button type="button" className="button button--primary" onClick={() => restart(false)}>
          {t.wizard.restart}
        </button>
      </section>
    );
  }

  const fail = (shown: RegistrationFailure) => {
    dispatch({ type: 'failed', failure: shown });
    refused();
  };

  const next = async () => {
    const valid = await trigger(PARTICIPATION_STEP_FIELDS[step]);
    const contestError =
      step === 1 ? contestChoiceError(getValues('gender'), named, open, getValues('contestId')) : null;
    if (contestError) setError('contestId', { type: 'contest', message: contestError });
    else clearErrors('contestId');
    if (!valid || contestError) {
      refused();
      return;
    }
    // The form's validation answers after the click: the next step is drawn at once all the same, the
    // furthest step reached first so that the address is never ahead of it.
    const target = step + 1 === AUTH_STEP && session ? TOTAL_STEPS : step + 1;
    flushSync(() => dispatch({ type: 'reached', step: target }));
    setParams({ etape: String(target) }, { flushSync: true });
  };

  const back = () => {
    if (step <= 1) return;
    goTo(step - 1 === AUTH_STEP && session ? AUTH_STEP - 1 : step - 1);
  };

  const backToPhoto = (message: string) => {
    dispatch({ type: 'failed', failure: null });
    setValue('photo', null);
    setError('photo', { type: 'server', message });
    goTo(PHOTO_STEP);
  };

  const submit = async () => {
    dispatch({ type: 'failed', failure: null });
    if (!(await trigger('terms'))) {
      refused();
      return;
    }
    if (!session) {
      setError('root', { type: 'auth', message: t.errors.loginRequired });
      refused();
      goTo(AUTH_STEP);
      return;
    }
    const photo = getValues('photo');
    if (!(photo instanceof File) || photoError(photo)) {
      const message = photo ? t.errors.photoInvalid : t.errors.photoMissing;
      fail({ message, fields: {}, step: null, inappropriatePhoto: false });
      return;
    }
    for (let earlier = 1; earlier < AUTH_STEP; earlier += 1) {
      if (!(await trigger(PARTICIPATION_STEP_FIELDS[earlier]))) {
        refused();
        goTo(earlier);
        return;
      }
    }
    const data = getValues();
    const phone = checkPhone(data.country, data.phone, data.dialCode || undefined);
    setUpload(null);
    register.mutate(
      {
        key: registrationKey,
        onProgress: setUpload,
        fields: {
          contest: contestId ?? contest?.id,
          baby_name: data.name.trim(),
          gender: data.gender as 'female' | 'male',
          date_of_birth: toIsoDate(data.birthDate)!,
          bio: data.bio.trim() || undefined,
          country: data.country,
          city: data.city,
          phone_number: phone.ok ? phone.phone : data.phone,
        },
        photo,
      },
      {
        onSuccess: (participant) => {
          const contest = participant.contest ?? participant.contest_details?.id;
          dispatch({
            type: 'registered',
            url:
              contest && participant.id
                ? `/concours/${contest}/participants?participant=${participant.id}`
                : '/concours',
          });
        },
        onError: (error) => {
          const read = readRegistrationError(error);
          fail(read);
          if (read.step !== null) {
            setServerFieldErrors(wizardFieldErrors(read.fields), SERVER_FIELDS, setError);
            goTo(read.step);
          }
        },
      },
    );
  };

  const noMatchingContest = contestId === null && Boolean(data.gender) && candidates?.length === 0;

  return (
    <FormProvider {...form}>
      <section className="wizard">
        <PageTitle>{t.wizard.title}</PageTitle>
        {step > 1 && contest && <p className="wizard__contest">{t.wizard.contest(contest.title)}</p>}
        {resetNotice && (
          <p className="notice" role="status">
            {t.wizard.resetNotice}
          </p>
        )}
        <StepProgress step={step} total={TOTAL_STEPS} title={STEP_TITLES[step - 1]} />
        <div className="card wizard__card" ref={card}>
          <h2 className="wizard__step-title" ref={heading} tabIndex={-1}>
            {STEP_TITLES[step - 1]}
          </h2>

          {step === 1 && (
            <>
              <GenderChoice />
              <ContestChoice candidates={candidates} chosen={contest} />
            </>
          )}
          {step === 2 && <IdentityFields />}
          {step === 3 && (
            <>
              <BirthDateFields />
              <ContactFields phoneRequired />
            </>
          )}
          {step === PHOTO_STEP && <PhotoPicker onOpenPicker={leavingOnPurpose} onRefused={refused} />}
          {step === AUTH_STEP && !session && (
            <>
              <FieldError id="auth-error" message={form.formState.errors.root?.message} />
              <AuthPanel />
            </>
          )}
          {step === TOTAL_STEPS && (
            <ConfirmationStep
              data={data}
              contestTitle={contest?.title ?? null}
              noMatchingContest={noMatchingContest}
              upload={register.isPending ? (upload ?? { sent: 0, total: 0 }) : undefined}
              onRetry={() => void submit()}
              email={user ? user.email : null}
              failure={failure}
              onOpenTerms={leavingOnPurpose}
              onBackToPhoto={backToPhoto}
            />
          )}

          <WizardActions
            step={step}
            hasPhoto={Boolean(data.photo)}
            pending={register.isPending}
            retrying={Boolean(failure?.retryable) && !register.isPending}
            onBack={back}
            onNext={() => void next()}
            onSubmit={() => void submit()}
          />
        </div>
        {registered && (
          <SuccessModal title={t.confirmation.successTitle}>
            <p>{t.confirmation.successText(data.name)}</p>
          </SuccessModal>
        )}
      </section>
    </FormProvider>
  );
}
