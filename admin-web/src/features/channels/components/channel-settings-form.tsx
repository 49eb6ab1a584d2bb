import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import {
  CHANNEL_SETTINGS_MESSAGES,
  keywordsProblem,
  SERVICE_CODE_MAX,
  SHORT_CODE,
  USSD_SERVICE_CODE,
} from '@contracts/channel-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import type { ChannelSettings } from '@/lib/api/channels/channels';
import { useSaveChannelSettings } from '@/lib/api/channels/save-channel-settings';
import { channels as CHANNELS_TEXT } from '@/messages/channels';

const t = CHANNELS_TEXT.settings;
const FIELDS = ['short_code', 'ussd_service_code', 'keywords'] as const;

/** The keywords as typed, in capitals: separated by commas, semicolons or spaces. */
export const keywordsOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((word) => word.toUpperCase())
    .filter(Boolean);

const settingsSchema = z.object({
  short_code: z.string().trim().regex(SHORT_CODE, CHANNEL_SETTINGS_MESSAGES.shortCode),
  ussd_service_code: z
    .string()
    .trim()
    .max(SERVICE_CODE_MAX, CHANNEL_SETTINGS_MESSAGES.serviceCode)
    .regex(USSD_SERVICE_CODE, CHANNEL_SETTINGS_MESSAGES.serviceCode),
  keywords: z.string().superRefine((text, context) => {
    const problem = keywordsProblem(keywordsOf(text));
    if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  }),
});
type SettingsForm = z.infer<typeof settingsSchema>;

const formOf = (settings: ChannelSettings): SettingsForm => ({
  short_code: settings.short_code,
  ussd_service_code: settings.ussd_service_code,
  keywords: settings.keywords.join(', '),
});

/** The short code, the USSD code and the SMS keywords, saved together. */
export function ChannelSettingsForm({ settings }: { settings: ChannelSettings }) {
  const save = useSaveChannelSettings();
  const [flash, showFlash] = useFlash();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SettingsForm>({ resolver: zodResolver(settingsSchema), defaultValues: formOf(settings) });
  const submit = (form: SettingsForm) =>
    save.mutate(
      { short_code: form.short_code, ussd_service_code: form.ussd_service_code, keywords: keywordsOf(form.keywords) },
      {
        onSuccess: (saved) => {
          reset(formOf(saved));
          showFlash({ kind: 'success', text: t.saved });
        },
        onError: (error) => {
          setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError);
        },
      },
    );
  return (
    <section className="panel channels-settings" aria-labelledby="channels-settings-title">
      <h2 id="channels-settings-title">{t.title}</h2>
      <p className="channels-intro">{t.intro}</p>
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={formErrorOf(save.error, FIELDS, t.failed)} />
        <Field label={t.shortCode} hint={t.shortCodeHint} error={errors.short_code?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              {...register('short_code')}
            />
          )}
        </Field>
        <Field label={t.serviceCode} hint={t.serviceCodeHint} error={errors.ussd_service_code?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
              {...register('ussd_service_code')}
            />
          )}
        </Field>
        <Field label={t.keywords} hint={t.keywordsHint} error={errors.keywords?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...register('keywords')}
            />
          )}
        </Field>
        <div className="channels-actions">
          <FlashMessage flash={flash} />
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </button>
        </div>
      </form>
    </section>
  );
}
