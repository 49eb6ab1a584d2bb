import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { useCities, useCountries } from '@/lib/api/locations/locations';
import type { AdminParticipant } from '@/lib/api/participants/participants';
import { useUpdateParticipant } from '@/lib/api/participants/update-participant';
import { participants as PARTICIPANTS_TEXT } from '@/messages/participants';

const t = PARTICIPANTS_TEXT.edit;
const FIELDS = ['baby_name', 'baby_bio', 'country', 'city'] as const;

/** The rules of UpdateParticipantDto on the server, checked before sending. */
const editSchema = z.object({
  baby_name: z.string().trim().min(1, t.nameRequired).max(100),
  baby_bio: z.string().trim().max(500),
  country: z.string(),
  city: z.string(),
});
type EditForm = z.infer<typeof editSchema>;

interface EditParticipantDialogProps {
  participant: AdminParticipant;
  onClose: () => void;
  onSaved: (participant: AdminParticipant) => void;
}

/** 'Modifier le participant': name, bio, country then one of its cities (the city list follows the country). */
export function EditParticipantDialog({ participant, onClose, onSaved }: EditParticipantDialogProps) {
  const update = useUpdateParticipant();
  const countries = useCountries();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<EditForm>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      baby_name: participant.baby_details.name,
      baby_bio: participant.baby_details.bio,
      country: participant.country,
      city: participant.city,
    },
  });
  const countryName = watch('country');
  const country = countries.data?.find((item) => item.name === countryName);
  const cities = useCities(country?.id);
  const cityNames = new Set(cities.data?.map((city) => city.name));
  const currentCity = watch('city');

  const submit = (values: EditForm) =>
    update.mutate(
      {
        id: participant.id,
        baby_name: values.baby_name,
        baby_bio: values.baby_bio,
        ...(values.country ? { country: values.country } : {}),
        ...(values.city ? { city: values.city } : {}),
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError);
        },
      },
    );
  const failure = formErrorOf(update.error, FIELDS, t.failed);

  return (
    <Modal
      onClose={onClose}
      title={t.title}
      description={participant.vote_code ? t.code(participant.vote_code) : undefined}
      closeOnBackdropClick
      closeButton
    >
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.name} error={errors.baby_name?.message}>
          {(control) => <input {...control} type="text" maxLength={100} {...register('baby_name')} />}
        </Field>
        <Field label={t.bio} error={errors.baby_bio?.message}>
          {(control) => <textarea {...control} rows={3} maxLength={500} {...register('baby_bio')} />}
        </Field>
        <Field label={t.country} error={errors.country?.message}>
          {(control) => (
            <select {...control} {...register('country', { onChange: () => setValue('city', '') })}>
              <option value="">{t.chooseCountry}</option>
              {countries.data?.map((item) => (
                <option key={item.id} value={item.name}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.city} error={errors.city?.message}>
          {(control) => (
            <select {...control} {...register('city')}>
              <option value="">{t.chooseCity}</option>
              {currentCity && !cityNames.has(currentCity) && <option value={currentCity}>{currentCity}</option>}
              {cities.data?.map((city) => (
                <option key={city.id} value={city.name}>
                  {city.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ModalActions onCancel={onClose}>
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {update.isPending ? t.saving : t.save}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
