import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/status-views';
import { useContest } from '@/lib/api/contests/get-contest';
import { useOpenContests } from '@/lib/api/contests/get-in-progress-contests';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { useRegisterParticipant } from '../api/register-participant';
import { AuthPanel } from '../components/auth-panel';
import { BirthDateFields } from '../components/birth-date-fields';
import { ContactFields } from '../components/contact-fields';
import { FieldError } from '../components/field-error';
import { GenderChoice } from '../components/gender-choice';
import { IdentityFields } from '../components/identity-fields';
import { PhotoPicker } from '../components/photo-picker';
import { StepProgress } from '../components/step-progress';
import { SuccessModal } from '../components/success-modal';
import { usePhotoPreview } from '../hooks/use-photo-preview';
import { useResetWhenHidden } from '../hooks/use-reset-when-hidden';
import { toIsoDate } from '../utils/birth-date';
import { contestFor } from '../utils/contest-for';
import { contestIdFromState } from '../utils/navigation-state';
import { checkPhone } from '@/lib/phone-rules';
import { type RegistrationFailure, readRegistrationError } from '../utils/registration-error';
import {
  type ChildData,
  emptyChild,
  type FieldErrors,
  hasErrors,
  participationStepErrors,
  photoError,
} from '../utils/wizard-validation';
import './participation.css';

const t = PARTICIPATION_TEXT;
const TOTAL_STEPS = 6;
const AUTH_STEP = 5;
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

/** The step in the address (`?etape=3`); null when it is not a step of the wizard. */
function readStep(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^\d+$/.test(value)) return null;
  const step = Number(value);
  return step >= 1 && step <= TOTAL_STEPS ? step : null;
}

/** Where the API's field names are shown in the wizard. */
const FIELD_OF: Record<string, keyof FieldErrors> = {
  gender: 'gender',
  baby_name: 'name',
  bio: 'bio',
  date_of_birth: 'birthDate',
  country: 'country',
  city: 'city',
  phone_number: 'phone',
  photo: 'photo',
};

function Summary({ data, contestTitle }: { data: ChildData; contestTitle: string | null }) {
  const preview = usePhotoPreview(data.photo);
  const iso = toIsoDate(data);
  const phone = checkPhone(data.country, data.phone, data.dialCode || undefined);
  const rows: [string, string][] = [
    [t.fields.name, data.name],
    [t.fields.gender, data.gender === 'female' ? t.fields.female : t.fields.male],
    // A day, not an instant: the same in every time zone, on the server as in the browser.
    [t.fields.birthDate, iso ? formatDate(`${iso}T12:00:00Z`, 'UTC') : ''],
    [t.fields.city, [data.city, data.country].filter(Boolean).join(', ')],
    [t.fields.phone, phone.ok ? phone.phone : data.phone],
  ];
  if (data.bio) rows.push([t.fields.bio, data.bio]);
  return (
    <div className="summary">
      {preview && <img className="summary__photo" src={preview} alt={t.fields.photoPreview(data.name)} />}
      <dl className="summary__list">
        {rows.map(([label, value]) => (
          <div key={label} className="summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="summary__contest">
        {contestTitle ? t.wizard.contest(contestTitle) : t.confirmation.contestPending}
      </p>
    </div>
  );
}

/** /participer/flow: the six-step participation wizard (§2.2). */
export function ParticipationFlowPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [contestId] = useState(() => contestIdFromState(location.state));
  const { session, user } = useCurrentUser();
  const chosenContest = useContest(contestId);
  const openContests = useOpenContests(contestId === null);
  const register = useRegisterParticipant();

  const [data, setData] = useState<ChildData>(emptyChild);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [terms, setTerms] = useState(false);
  const [furthest, setFurthest] = useState(1);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [resetNotice, setResetNotice] = useState(false);
  const [registered, setRegistered] = useState<{ url: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = readStep(params.get('etape'));

  const goTo = useCallback(
    (next: number, replace = false) => setParams({ etape: String(next) }, { replace }),
    [setParams],
  );

  const update = useCallback((patch: Partial<ChildData>) => {
    setData((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof FieldErrors];
      if ('day' in patch || 'month' in patch || 'year' in patch) delete next.birthDate;
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    setData(emptyChild());
    setErrors({});
    setTerms(false);
    setFurthest(1);
    setFailure(null);
    goTo(1, true);
  }, [goTo]);

  const { leavingOnPurpose } = useResetWhenHidden(
    () => {
      if (step === 1 && !data.gender) return;
      setResetNotice(true);
      reset();
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
      setFurthest((current) => Math.max(current, TOTAL_STEPS));
      goTo(TOTAL_STEPS, true);
    }
  }, [step, session, goTo]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

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
        <button type="button" className="button button--primary" onClick={reset}>
          {t.wizard.restart}
        </button>
      </section>
    );
  }

  const next = () => {
    const stepErrors = participationStepErrors(step, data, new Date());
    setErrors(stepErrors);
    if (hasErrors(stepErrors)) return;
    const target = step + 1 === AUTH_STEP && session ? TOTAL_STEPS : step + 1;
    setFurthest((current) => Math.max(current, target));
    goTo(target);
  };

  const back = () => {
    if (step <= 1) return;
    goTo(step - 1 === AUTH_STEP && session ? AUTH_STEP - 1 : step - 1);
  };

  const backToPhoto = (message: string) => {
    update({ photo: null });
    setErrors({ photo: message });
    setFailure(null);
    goTo(4);
  };

  const submit = () => {
    setFailure(null);
    if (!terms) {
      setErrors({ terms: t.errors.termsRequired });
      return;
    }
    if (!session) {
      setErrors({ form: t.errors.loginRequired });
      goTo(AUTH_STEP);
      return;
    }
    if (!(data.photo instanceof File) || photoError(data.photo)) {
      const message = data.photo ? t.errors.photoInvalid : t.errors.photoMissing;
      setFailure({ message, fields: {}, step: null, inappropriatePhoto: false });
      return;
    }
    for (let earlier = 1; earlier < AUTH_STEP; earlier += 1) {
      const stepErrors = participationStepErrors(earlier, data, new Date());
      if (hasErrors(stepErrors)) {
        setErrors(stepErrors);
        goTo(earlier);
        return;
      }
    }
    const phone = checkPhone(data.country, data.phone, data.dialCode || undefined);
    register.mutate(
      {
        fields: {
          contest: contestId ?? undefined,
          baby_name: data.name.trim(),
          gender: data.gender as 'female' | 'male',
          date_of_birth: toIsoDate(data)!,
          bio: data.bio.trim() || undefined,
          country: data.country,
          city: data.city,
          phone_number: phone.ok ? phone.phone : data.phone,
        },
        photo: data.photo,
      },
      {
        onSuccess: (participant) => {
          const contest = participant.contest ?? participant.contest_details?.id;
          setRegistered({
            url:
              contest && participant.id
                ? `/concours/${contest}/participants?participant=${participant.id}`
                : '/concours',
          });
        },
        onError: (error) => {
          const read = readRegistrationError(error);
          setFailure(read);
          if (read.step !== null) {
            const fieldErrors: FieldErrors = {};
            for (const [name, message] of Object.entries(read.fields)) {
              const field = FIELD_OF[name];
              if (field) fieldErrors[field] = message;
            }
            setErrors(fieldErrors);
            goTo(read.step);
          }
        },
      },
    );
  };

  const contestTitle =
    chosenContest.data?.title ??
    (contestId === null && data.gender ? (contestFor(openContests.data ?? [], data.gender)?.title ?? null) : null);
  const noMatchingContest = contestId === null && Boolean(data.gender) && openContests.isSuccess && !contestTitle;

  return (
    <section className="wizard">
      <PageTitle>{t.wizard.title}</PageTitle>
      {chosenContest.data && <p className="wizard__contest">{t.wizard.contest(chosenContest.data.title)}</p>}
      {resetNotice && (
        <p className="notice" role="status">
          {t.wizard.resetNotice}
        </p>
      )}
      <StepProgress step={step} total={TOTAL_STEPS} title={STEP_TITLES[step - 1]} />
      <div className="card wizard__card">
        <h2 className="wizard__step-title" ref={heading} tabIndex={-1}>
          {STEP_TITLES[step - 1]}
        </h2>

        {step === 1 && (
          <GenderChoice value={data.gender} error={errors.gender} onChange={(gender) => update({ gender })} />
        )}
        {step === 2 && <IdentityFields data={data} errors={errors} onChange={update} />}
        {step === 3 && (
          <>
            <BirthDateFields data={data} error={errors.birthDate} onChange={update} />
            <ContactFields data={data} errors={errors} phoneRequired onChange={update} />
          </>
        )}
        {step === 4 && (
          <PhotoPicker
            file={data.photo}
            childName={data.name}
            error={errors.photo}
            onOpenPicker={leavingOnPurpose}
            onChange={(photo) => update({ photo })}
            onError={(message) => setErrors(message ? { photo: message } : {})}
          />
        )}
        {step === AUTH_STEP && !session && (
          <>
            <FieldError id="auth-error" message={errors.form} />
            <AuthPanel />
          </>
        )}
        {step === TOTAL_STEPS && (
          <>
            <p>{t.confirmation.intro}</p>
            <Summary data={data} contestTitle={contestTitle} />
            {noMatchingContest && <p className="notice notice--warning">{t.errors.noMatchingContest}</p>}
            {user && <p className="wizard__account">{t.auth.loggedInAs(user.email)}</p>}
            <div className="field field--checkbox">
              <label>
                <input
                  type="checkbox"
                  checked={terms}
                  aria-invalid={Boolean(errors.terms)}
                  onChange={(event) => {
                    setTerms(event.target.checked);
                    setErrors({});
                  }}
                />
                <span>
                  {t.fields.terms} (
                  <Link to="/conditions" target="_blank" rel="noreferrer" onClick={leavingOnPurpose}>
                    {t.fields.termsLink}
                  </Link>
                  )
                </span>
              </label>
              <FieldError id="terms-error" message={errors.terms} />
            </div>
            {failure && (
              <div className="form-error" role="alert">
                <p>{failure.message}</p>
                {failure.inappropriatePhoto && (
                  <button type="button" className="button" onClick={() => backToPhoto(failure.message)}>
                    {t.errors.backToPhoto}
                  </button>
                )}
              </div>
            )}
          </>
        )}

        <div className="wizard__actions">
          <button type="button" className="button" onClick={back} disabled={step <= 1 || register.isPending}>
            {t.wizard.back}
          </button>
          {step < AUTH_STEP && (
            <button
              type="button"
              className="button button--primary"
              onClick={next}
              disabled={step === 4 && !data.photo}
            >
              {t.wizard.next}
            </button>
          )}
          {step === TOTAL_STEPS && (
            <button type="button" className="button button--primary" onClick={submit} disabled={register.isPending}>
              {register.isPending ? t.confirmation.submitting : t.confirmation.submit}
            </button>
          )}
        </div>
      </div>
      {registered && (
        <SuccessModal title={t.confirmation.successTitle}>
          <p>{t.confirmation.successText(data.name)}</p>
        </SuccessModal>
      )}
    </section>
  );
}
