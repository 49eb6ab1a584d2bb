import { smsVoteHref, ussdHref } from '@contracts/phone-votes';
import type { ContestChannels } from '@/lib/api/channels/get-contest-channels';
import { phoneVotes as PHONE_VOTES_TEXT } from '@/messages/phone-votes';
import './phone-votes.css';

const t = PHONE_VOTES_TEXT;

interface PhoneVotesProps {
  /** The participant's vote code. */
  code: string;
  /** The contest's channels; null while unknown or when the contest takes no votes. */
  channels: ContestChannels | null;
}

/**
 * Under a participant's vote code, how a relative with a basic phone uses it: the SMS to send and the
 * USSD code to dial, each a link that opens the phone's app; only the channels open for the contest.
 */
export function PhoneVotes({ code, channels }: PhoneVotesProps) {
  if (!channels || (!channels.sms && !channels.ussd)) return null;
  const { sms, ussd } = channels;
  return (
    <ul className="phone-votes" aria-label={t.label}>
      {sms && (
        <li>
          <span className="phone-votes__way">{t.bySms}</span>{' '}
          <a href={smsVoteHref(sms.short_code, sms.keyword, code)}>{t.sendSms(sms.keyword, code, sms.short_code)}</a>
        </li>
      )}
      {ussd && (
        <li>
          <span className="phone-votes__way">{t.byUssd}</span>{' '}
          <a href={ussdHref(ussd.service_code)}>{t.dialUssd(ussd.service_code)}</a>
          {t.ussdThen}
        </li>
      )}
    </ul>
  );
}

/** The SMS to send, said in a shared message ("Pas de smartphone ? Envoyez VOTE 4821 au 7575."); null without one. */
export function smsShareLine(channels: ContestChannels | null, code: string | null): string | null {
  const sms = channels?.sms;
  return sms && code ? t.shareBySms(sms.keyword, code, sms.short_code) : null;
}
