import type { PhoneChannels } from '@app/channels';
import { PLAIN_PROVIDER_FIELD, plainPaths, smsVoteHref, ussdHref } from '@app/contracts';
import type { VotingState } from '@app/contests';
import { html, type SafeHtml } from '../html';
import { PLAIN_TEXTS } from '../plain-texts';
import { frenchMoment } from '../plain-times';

const t = PLAIN_TEXTS;

/** A participant as its page shows it. */
export interface ParticipantView {
  id: number;
  name: string;
  contestId: number;
  contestTitle: string;
  /** The country the parent entered the child from (as the site names it): the sign-in's country first. */
  country: string;
  /** The small photo's address (160 px), null without one. */
  photo: string | null;
  votes: number;
  rank: number | null;
  state: VotingState;
  endDate: Date;
  /** Its code to vote by keypad (USSD, SMS), null without one. */
  voteCode: string | null;
  /** How to vote with the code from a basic phone: the channels open for the contest, null once it takes no votes. */
  phoneChannels: PhoneChannels | null;
}

export interface PackView {
  id: number;
  name: string;
  votes: number;
  price: number;
  /** The price before its promotion, when one runs. */
  oldPrice: number | null;
}

/** What can be bought for the participant now. */
export interface PackOffer {
  packs: PackView[];
  gateways: { id: string; label: string }[];
  /** Purchases close this many minutes before the end: set once they have closed. */
  closedMinutes: number | null;
}

export interface VoteReceipt {
  ledgerId: number;
  leafHash: string;
}

/** What a free vote just gave: counted or held (with its receipt), or refused and why. */
export type VoteOutcome =
  | { kind: 'counted' | 'held'; votes: number; receipt: VoteReceipt; nextVoteAt: Date }
  | { kind: 'refused'; detail: string; nextVoteAt: Date | null };

export interface ParticipantPage {
  participant: ParticipantView;
  offer: PackOffer;
  signedIn: boolean;
  formToken: string;
  /** The key of this page's vote form: sent twice, it is one vote. */
  voteKey: string;
  timeZone: string;
  now: Date;
  outcome?: VoteOutcome;
  /** A line at the top: why a form was refused, or that the visitor signed in or out. */
  message?: { kind: 'notice' | 'error'; text: string };
}

const verifyUrl = ({ ledgerId, leafHash }: VoteReceipt) =>
  `/verifier?${new URLSearchParams({ recu: String(ledgerId), empreinte: leafHash }).toString()}`;

function outcomeBlock(outcome: VoteOutcome, page: ParticipantPage): SafeHtml {
  const when = (at: Date) => t.result.nextVote(frenchMoment(at, page.now, page.timeZone));
  if (outcome.kind === 'refused') {
    return html`<div class="error" role="alert">
      <h1>${t.result.refused}</h1>
      <p>${outcome.detail}</p>
      ${outcome.nextVoteAt && html`<p><strong>${when(outcome.nextVoteAt)}</strong></p>`}
    </div>`;
  }
  const counted = outcome.kind === 'counted';
  return html`<div class="${counted ? 'success' : 'notice'}" role="status">
    <h1>${counted ? t.result.counted : t.result.held}</h1>
    <p>${counted ? t.result.countedText(page.participant.name, outcome.votes) : t.result.heldText}</p>
    <p class="receipt">
      ${t.result.receipt(outcome.receipt.ledgerId)} · <a href="${verifyUrl(outcome.receipt)}">${t.result.verify}</a>
    </p>
    <p><strong>${when(outcome.nextVoteAt)}</strong></p>
  </div>`;
}

function freeVote(page: ParticipantPage): SafeHtml {
  const { participant } = page;
  const waiting = page.outcome?.nextVoteAt;
  const action = page.signedIn
    ? waiting
      ? html`<p><strong>${t.result.nextVote(frenchMoment(waiting, page.now, page.timeZone))}</strong></p>`
      : html`<form method="post" action="${plainPaths.vote(participant.id)}">
          <input type="hidden" name="jeton" value="${page.formToken}" />
          <input type="hidden" name="cle" value="${page.voteKey}" />
          <button type="submit">${t.freeVote.button}</button>
        </form>`
    : html`<p>${t.freeVote.signInFirst}</p>
        <a class="button" href="${plainPaths.signIn(participant.id)}">${t.freeVote.signIn}</a>`;
  return html`<section aria-labelledby="vote-gratuit">
    <h2 id="vote-gratuit">${t.freeVote.title}</h2>
    ${action}
    <p class="hint">${t.freeVote.hint}</p>
  </section>`;
}

function packForm(page: ParticipantPage, pack: PackView): SafeHtml {
  const { gateways } = page.offer;
  const provider =
    gateways.length === 1
      ? html`<input type="hidden" name="${PLAIN_PROVIDER_FIELD}" value="${gateways[0].id}" />`
      : html`<label for="fournisseur-${pack.id}">${t.packs.provider}</label>
          <select id="fournisseur-${pack.id}" name="${PLAIN_PROVIDER_FIELD}">
            ${gateways.map((gateway) => html`<option value="${gateway.id}">${gateway.label}</option>`)}
          </select>`;
  return html`<form class="pack" method="post" action="${plainPaths.pack(page.participant.id, pack.id)}">
    <input type="hidden" name="jeton" value="${page.formToken}" />
    <h3>${pack.name}</h3>
    <p class="price">
      ${t.packs.votes(pack.votes)} · <strong>${t.packs.price(pack.price)}</strong>${
        pack.oldPrice !== null && html` ${t.packs.insteadOf} <s>${t.packs.price(pack.oldPrice)}</s>`
      }
    </p>
    ${provider}
    <button type="submit">${t.packs.buy(pack.name)}</button>
  </form>`;
}

function packs(page: ParticipantPage): SafeHtml {
  const { offer, participant } = page;
  let content: SafeHtml;
  if (offer.closedMinutes !== null) content = html`<p>${t.packs.closed(offer.closedMinutes)}</p>`;
  else if (offer.packs.length === 0) content = html`<p>${t.packs.none}</p>`;
  else if (offer.gateways.length === 0) content = html`<p>${t.packs.noProvider}</p>`;
  else if (!page.signedIn) {
    content = html`<ul>
        ${offer.packs.map(
          (pack) => html`<li>${pack.name} : ${t.packs.votes(pack.votes)}, ${t.packs.price(pack.price)}</li>`,
        )}
      </ul>
      <p>${t.packs.signInFirst}</p>
      <a class="button button--plain" href="${plainPaths.signIn(participant.id)}">${t.packs.signIn}</a>`;
  } else content = html`${offer.packs.map((pack) => packForm(page, pack))}`;
  return html`<section aria-labelledby="packs">
    <h2 id="packs">${t.packs.title}</h2>
    <p class="hint">${t.packs.subtitle}</p>
    ${content}
  </section>`;
}

/** The vote code, and under it the SMS to send and the USSD code to dial while the contest takes votes so. */
function voteCode({ voteCode: code, phoneChannels }: ParticipantView): SafeHtml | null {
  if (code === null) return null;
  const sms = phoneChannels?.sms;
  const ussd = phoneChannels?.ussd;
  const ways =
    (sms || ussd) &&
    html`<ul aria-label="${t.phoneVotes.label}">
      ${sms && html`<li>${t.phoneVotes.bySms} <a href="${smsVoteHref(sms.shortCode, sms.keyword, code)}">${t.phoneVotes.sendSms(sms.keyword, code, sms.shortCode)}</a></li>`}
      ${ussd && html`<li>${t.phoneVotes.byUssd} <a href="${ussdHref(ussd.serviceCode)}">${t.phoneVotes.dialUssd(ussd.serviceCode)}</a>${t.phoneVotes.ussdThen}</li>`}
    </ul>`;
  return html`<p>${t.participant.voteCode} <strong>${code}</strong></p>
    ${ways}`;
}

/** A participant's page: its standing, its vote code, the free vote, the packs; with what a vote just gave on top. */
export function participantPage(page: ParticipantPage): SafeHtml {
  const { participant, outcome, message } = page;
  const open = participant.state === 'open';
  const status = open
    ? t.participant.endsAt(frenchMoment(participant.endDate, page.now, page.timeZone))
    : participant.state === 'over'
      ? t.participant.over
      : t.participant.notOpenYet;
  return html`${message && html`<p class="${message.kind}" role="${message.kind === 'error' ? 'alert' : 'status'}">${message.text}</p>`}
    ${outcome && outcomeBlock(outcome, page)}
    ${outcome ? html`<h2>${t.participant.title(participant.name)}</h2>` : html`<h1>${t.participant.title(participant.name)}</h1>`}
    <p class="muted">${t.participant.contest(participant.contestTitle)}</p>
    ${participant.photo && html`<img class="photo" src="${participant.photo}" alt="${t.participant.photo(participant.name)}" width="160" />`}
    <p class="count">
      <strong>${t.participant.votes(participant.votes)}</strong>${
        // A vote just counted may not be in the ranking yet: no rank rather than « pas encore classé(e) ».
        (participant.rank !== null || participant.votes === 0) && ` · ${t.participant.rank(participant.rank)}`
      }
    </p>
    <p>${status}</p>
    ${voteCode(participant)} ${open && freeVote(page)} ${open && packs(page)}`;
}
