import { z } from 'zod';
import { account as ACCOUNT_TEXT } from '@/messages/account';

/**
 * A form schema's check of a new password's confirmation (`superRefine`): once a password is typed, a
 * different confirmation is refused under the confirmation field (with `message`).
 */
export function confirmationMatches<P extends string, C extends string>(
  password: P,
  confirmation: C,
  message: string = ACCOUNT_TEXT.passwordsMismatch,
) {
  return (form: Record<P | C, string>, context: z.RefinementCtx) => {
    if (form[password] && form[confirmation] !== form[password])
      context.addIssue({ code: z.ZodIssueCode.custom, path: [confirmation], message });
  };
}
