import { fieldErrorsOf } from '@bebe-star/web-common/api-errors';
import { FormMessage, setServerFieldErrors, TextField } from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { LocationFields } from '@/components/location-fields';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { type User, useUpdateProfile } from '../api/update-profile';
import { isPhoneValid, joinPhone, PhoneField, splitPhone } from './phone-field';

const t = ACCOUNT_TEXT;

const profileSchema = z.object({
  first_name: z.string().trim().min(1, t.required),
  last_name: z.string().trim().min(1, t.required),
  contact_number: z.object({ dialCode: z.string(), number: z.string() }).refine(isPhoneValid, t.phoneInvalid),
  address: z.string().trim(),
  country: z.string(),
  city: z.string(),
});
type ProfileValues = z.infer<typeof profileSchema>;

const FIELDS = ['first_name', 'last_name', 'contact_number', 'address', 'country', 'city'] as const;

/**
 * The user's personal information (names, phone, address, country and city). The e-mail is shown
 * but changed from the Sécurité settings, since it needs the current password.
 */
export function ProfileForm({
  user,
  failureMessage,
  onSaved,
  onCancel,
}: {
  user: User;
  failureMessage: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const update = useUpdateProfile(user.id, failureMessage);
  const { register, control, handleSubmit, watch, setValue, setError, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      contact_number: splitPhone(user.contact_number),
      address: user.address,
      country: user.country,
      city: user.city,
    },
  });
  const errors = formState.errors;
  const [country, city] = watch(['country', 'city']);

  const submit = (form: ProfileValues) => {
    update.reset();
    update.mutate(
      { ...form, contact_number: joinPhone(form.contact_number) },
      {
        onSuccess: onSaved,
        onError: (error) => setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError),
      },
    );
  };

  return (
    <form
      className="profile-form"
      onSubmit={(event) => void handleSubmit(submit, () => update.reset())(event)}
      noValidate
    >
      {update.isError && <FormMessage kind="error">{failureMessage}</FormMessage>}
      <div className="field-row">
        <TextField
          label={t.fields.firstName}
          autoComplete="given-name"
          required
          {...register('first_name')}
          error={errors.first_name?.message}
        />
        <TextField
          label={t.fields.lastName}
          autoComplete="family-name"
          required
          {...register('last_name')}
          error={errors.last_name?.message}
        />
      </div>
      <TextField label={t.fields.email} type="email" value={user.email} readOnly hint={t.profile.emailHint} />
      <Controller
        control={control}
        name="contact_number"
        render={({ field, fieldState }) => (
          <PhoneField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <TextField
        label={t.fields.address}
        autoComplete="street-address"
        {...register('address')}
        error={errors.address?.message}
      />
      <div className="field-row">
        <LocationFields
          value={{ country, city }}
          onChange={(location) => {
            setValue('country', location.country);
            setValue('city', location.city);
          }}
          errors={{ country: errors.country?.message, city: errors.city?.message }}
        />
      </div>
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel} disabled={update.isPending}>
            {t.profile.cancel}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? t.profile.saving : t.profile.save}
        </button>
      </div>
    </form>
  );
}
