import { z } from 'zod';
import { MESSAGES } from './messages';
import { E164 } from './sandbox-context';
import { USSD_SCREEN_MAX } from './ussd-phone';

const errors = MESSAGES.phone.errors;

/** A text field whose every failure (missing, not a text, badly formed) says `message`. */
const text = (message: string) => z.string({ required_error: message, invalid_type_error: message });

/** What a phone may send, checked alike on its page's forms and on the control API. */
export const phoneNumber = text(errors.number).trim().regex(E164, errors.number);
export const serviceCode = text(errors.serviceCode)
  .trim()
  .regex(/^\*\d{1,6}(\*\d{1,6})*#$/, errors.serviceCode);
export const networkCode = text(errors.network)
  .trim()
  .regex(/^\d{5,6}$/, errors.network);
/** One answer typed on the handset: one line, no longer than a screen. */
export const ussdInput = text(errors.input)
  .max(USSD_SCREEN_MAX, errors.input)
  .regex(/^\P{Cc}*$/u, errors.input);
export const shortCode = text(errors.to)
  .trim()
  .regex(/^(\d{3,8}|\+[1-9]\d{7,14})$/, errors.to);
export const smsText = text(errors.text).min(1, errors.text).max(1600, errors.text);

/** The first message of a failed check, for the page or the control API's answer. */
export const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? MESSAGES.errors.invalidRequest;
