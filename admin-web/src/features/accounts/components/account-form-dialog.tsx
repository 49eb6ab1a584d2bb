import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { Field, FormError, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { useAccountWrites } from '@/lib/api/accounts/account-writes';
import type { Account } from '@/lib/api/accounts/users';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';

const t = ACCOUNTS_TEXT.fields;
const FIELDS = ['first_name', 'last_name', 'email', 'password', 'is_active'] as const;

const identity = {
  first_name: z.string().trim().min(1, t.required).max(150),
  last_name: z.string().trim().min(1, t.required).max(150),
  email: z.string().trim().min(1, t.required).email(t.invalidEmail).max(254),
};
/**
 * A new administrator: names, e-mail and a provisional password (the server checks its strength);
 * an existing one: names, e-mail and whether the account is active.
 */
const accountSchema = (creating: boolean) =>
  z.object({
    ...identity,
    password: creating ? z.string().min(8, t.passwordTooShort).max(128) : z.string(),
    is_active: z.boolean(),
  });
type AccountForm = z.infer<ReturnType<typeof accountSchema>>;

interface AccountFormDialogProps {
  /** null: a new administrator. */
  account: Account | null;
  onClose: () => void;
  onDone: (account: Account) => void;
}

/** Adds an administrator (one server call) or edits an administrator's names, e-mail and active flag. */
export function AccountFormDialog({ account, onClose, onDone }: AccountFormDialogProps) {
  const { create, update } = useAccountWrites();
  const mutation = account ? update : create;
  const form = useForm<AccountForm>({
    resolver: zodResolver(accountSchema(account === null)),
    defaultValues: {
      first_name: account?.first_name ?? '',
      last_name: account?.last_name ?? '',
      email: account?.email ?? '',
      password: '',
      is_active: account?.is_active ?? true,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const onError = (error: unknown) => setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError);
  const submit = (values: AccountForm) => {
    const names = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
    };
    if (account)
      update.mutate({ id: account.id, ...names, is_active: values.is_active }, { onSuccess: onDone, onError });
    else create.mutate({ ...names, password: values.password }, { onSuccess: onDone, onError });
  };
  const texts = ACCOUNTS_TEXT.administrators;
  const failure = formErrorOf(mutation.error, FIELDS, account ? texts.updateFailed : texts.createFailed);
  return (
    <Modal
      onClose={onClose}
      title={account ? ACCOUNTS_TEXT.table.rowAction(ACCOUNTS_TEXT.table.edit, account.email) : texts.addTitle}
      description={account ? undefined : texts.addDescription}
      closeOnBackdropClick
      closeButton
    >
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <FormError message={failure} />
        <Field label={t.firstName} error={errors.first_name?.message}>
          {(control) => <input {...control} type="text" autoComplete="off" {...register('first_name')} />}
        </Field>
        <Field label={t.lastName} error={errors.last_name?.message}>
          {(control) => <input {...control} type="text" autoComplete="off" {...register('last_name')} />}
        </Field>
        <Field label={t.email} error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="off" {...register('email')} />}
        </Field>
        {account ? (
          <label className="checkbox">
            <input type="checkbox" {...register('is_active')} />
            {t.active}
          </label>
        ) : (
          <Field label={t.password} hint={t.passwordHint} error={errors.password?.message}>
            {(control) => <input {...control} type="password" autoComplete="new-password" {...register('password')} />}
          </Field>
        )}
        <ModalActions onCancel={onClose}>
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? texts.creating : account ? ACCOUNTS_TEXT.table.save : texts.create}
          </button>
        </ModalActions>
      </form>
    </Modal>
  );
}
