import { OptionalText } from '@app/common';

/**
 * The fields of the pages' forms, in French as the pages name them. Every one is optional text here:
 * what is missing or wrong is said on the page itself, beside the form shown again.
 */
export class PlainForm {
  /** The form's token (plain-session.ts): a POST without the one of its visit changes nothing. */
  @OptionalText(100) jeton?: string;
}

export class PlainVoteForm extends PlainForm {
  /** One key per form shown: the same form sent twice (a double tap, a reload) is one vote. */
  @OptionalText(100) cle?: string;
}

export class PlainPackForm extends PlainForm {
  /** The payment provider chosen (its id); the recommended one when absent. */
  @OptionalText(32) fournisseur?: string;
}

/** The participant a sign-in (or sign-out) comes back to. */
export class PlainReturnForm extends PlainForm {
  @OptionalText(12) participant?: string;
}

export class PlainPhoneForm extends PlainReturnForm {
  @OptionalText(2) pays?: string;
  @OptionalText(32) numero?: string;
  @OptionalText(150) prenom?: string;
}

export class PlainCodeForm extends PlainReturnForm {
  @OptionalText(12) code?: string;
}
