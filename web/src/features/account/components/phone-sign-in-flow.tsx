import { dialCodeOfLanguages } from '@bebe-star/web-common/phone-format';
import { DIAL_CODES } from '@contracts/phone-rules';
import { useState } from 'react';
import { DEFAULT_DIAL_CODE } from '@/lib/phone-rules';
import type { PhoneCodeSent, PhoneFlow } from '../api/phone-sign-in';
import { PhoneCodeStep } from './phone-code-step';
import { type PhoneEntry, PhoneNumberStep } from './phone-number-step';

const OFFERED = new Set(Object.values(DIAL_CODES));

/**
 * The dial code to start with: the country's (the contest's, when coming from one) if offered, else
 * the browser's region's if offered, else the default.
 */
export function initialDialCode(country: string | null): string {
  const ofCountry = country ? DIAL_CODES[country] : undefined;
  if (ofCountry) return ofCountry;
  const ofBrowser = typeof navigator === 'undefined' ? null : dialCodeOfLanguages(navigator.languages ?? []);
  return ofBrowser && OFFERED.has(ofBrowser) ? ofBrowser : DEFAULT_DIAL_CODE;
}

/**
 * Signing in (or confirming a number) in two steps: the number, then the code sent by SMS. `onDone`
 * runs once the new session is stored.
 */
export function PhoneSignInFlow({
  flow,
  country,
  onDone,
}: {
  flow: PhoneFlow;
  /** The country's name (as the contests name it) whose dial code comes first. */
  country: string | null;
  onDone: () => void;
}) {
  const [entry, setEntry] = useState<PhoneEntry>(() => ({
    dialCode: initialDialCode(country),
    national: '',
    firstName: '',
  }));
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);

  if (!sent) {
    return (
      <PhoneNumberStep
        flow={flow}
        entry={entry}
        onSent={(codeSent, typed) => {
          setEntry(typed);
          setSent(codeSent);
        }}
      />
    );
  }
  return (
    <PhoneCodeStep
      key={sent.phone}
      flow={flow}
      firstName={entry.firstName}
      sent={sent}
      onBack={() => setSent(null)}
      onResent={setSent}
      onFirstName={(firstName) => setEntry({ ...entry, firstName })}
      onDone={onDone}
    />
  );
}
