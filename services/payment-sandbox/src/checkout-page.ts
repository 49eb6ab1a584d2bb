import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CHECKOUT_SCENARIOS, type CheckoutScenario, checkoutScenarioSchema, type SandboxBehaviour } from './behaviour';
import { MESSAGES } from './messages';
import { DECISIONS, type Decision, type SandboxRedirect, SandboxRequestError } from './transactions';

/** How a provider's hosted pages present themselves. */
export interface Brand {
  name: string;
  accent: string;
}

export interface CheckoutView {
  description: string;
  amount: number;
  currency: string;
  details: [label: string, value: string][];
  decisionUrl: string;
  globalChanges: Partial<SandboxBehaviour>;
}

const decisionFormSchema = z.object({
  decision: z.enum(DECISIONS),
  scenario: checkoutScenarioSchema.default('normal'),
});

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#1f2937}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 16px rgba(0,0,0,.08)}
h1{margin:0 0 4px;font-size:1.4rem;color:var(--accent)}
h2{margin:24px 0 8px;font-size:1.1rem}
.banner{margin:0 0 20px;font-size:.85rem;color:#6b7280}
.amount{font-size:2rem;font-weight:700;margin:8px 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px;font-size:.9rem}
dt{color:#6b7280}dd{margin:0;word-break:break-all}
label{display:block;font-size:.9rem;margin-bottom:4px}
select,button,input{width:100%;font-size:1rem;padding:12px;border-radius:8px}
select,input{border:1px solid #d1d5db;background:#fff;margin-bottom:16px}
button{border:0;margin-top:8px;cursor:pointer;font-weight:600;background:#e5e7eb;color:#1f2937}
button.primary{background:var(--accent);color:#fff}
.note{font-size:.8rem;color:#92400e;background:#fef3c7;padding:8px;border-radius:6px}
`;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

export function layout(brand: Brand, body: string): string {
  const title = escapeHtml(MESSAGES.page.title(brand.name));
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>:root{--accent:${brand.accent}}${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(brand.name)}</h1>
<p class="banner">${escapeHtml(MESSAGES.page.banner)}</p>
${body}
</main>
</body>
</html>
`;
}

export function formatAmount(amount: number, currency: string): string {
  return `${new Intl.NumberFormat('fr-FR').format(amount)} ${currency}`;
}

function describeChanges(changes: Partial<SandboxBehaviour>): string {
  return Object.entries(changes)
    .map(([name, value]) => `${name} = ${String(value)}`)
    .join(', ');
}

/** The hosted checkout: amount, details, a scenario to pick and the three decisions. */
export function checkoutPage(brand: Brand, view: CheckoutView): string {
  const details = view.details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const options = (Object.keys(CHECKOUT_SCENARIOS) as CheckoutScenario[])
    .map((scenario) => `<option value="${scenario}">${escapeHtml(MESSAGES.scenarios[scenario])}</option>`)
    .join('');
  const changes = describeChanges(view.globalChanges);
  const note = changes ? `<p class="note">${escapeHtml(MESSAGES.page.globalChanges(changes))}</p>` : '';
  return layout(
    brand,
    `<p>${escapeHtml(view.description)}</p>
<p class="amount">${escapeHtml(formatAmount(view.amount, view.currency))}</p>
<dl>${details}</dl>
<form method="post" action="${escapeHtml(view.decisionUrl)}" onsubmit="if(this.dataset.sent){return false}this.dataset.sent='1'">
<label for="scenario">${escapeHtml(MESSAGES.page.scenario)}</label>
<select id="scenario" name="scenario">${options}</select>
<button class="primary" type="submit" name="decision" value="pay">${escapeHtml(MESSAGES.page.pay)}</button>
<button type="submit" name="decision" value="refuse">${escapeHtml(MESSAGES.page.refuse)}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(MESSAGES.page.cancel)}</button>
</form>
${note}`,
  );
}

/** A form that takes the browser to the merchant: submitted by script, or by hand without JavaScript. */
function returnForm(redirect: SandboxRedirect, autoSubmit: boolean): string {
  const url = new URL(redirect.url);
  const fields = redirect.method === 'POST' ? Object.entries(redirect.fields ?? {}) : [...url.searchParams.entries()];
  const action = redirect.method === 'POST' ? redirect.url : `${url.origin}${url.pathname}`;
  const inputs = fields
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const script = autoSubmit ? `<script>document.getElementById('retour').submit()</script>` : '';
  return `<form id="retour" method="${redirect.method.toLowerCase()}" action="${escapeHtml(action)}">${inputs}
<button class="primary" type="submit">${escapeHtml(MESSAGES.page.backToSite)}</button>
</form>${script}`;
}

/** The page of a transaction someone already decided. */
export function settledPage(brand: Brand, decision: Decision, redirect: SandboxRedirect | null): string {
  const next = redirect ? returnForm(redirect, false) : `<p>${escapeHtml(MESSAGES.page.noReturnUrl)}</p>`;
  return layout(brand, `<p>${escapeHtml(MESSAGES.page.settled(MESSAGES.outcome[decision]))}</p>${next}`);
}

export function errorPage(brand: Brand, message: string): string {
  return layout(brand, `<p><strong>${escapeHtml(MESSAGES.page.error)}</strong></p><p>${escapeHtml(message)}</p>`);
}

export function sendPage(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** Sends the browser on: a 302 for GET redirects, an auto-submitted form for POST ones. */
function sendRedirect(reply: FastifyReply, brand: Brand, redirect: SandboxRedirect): FastifyReply {
  if (redirect.method === 'GET') return reply.redirect(redirect.url, 302);
  return sendPage(
    reply,
    200,
    layout(brand, `<p>${escapeHtml(MESSAGES.page.redirecting)}</p>${returnForm(redirect, true)}`),
  );
}

/** Handles a hosted page's decision form the way the control API's `decide` does, answering in HTML. */
export async function answerDecisionForm(
  reply: FastifyReply,
  brand: Brand,
  form: unknown,
  decide: (decision: Decision, scenario: CheckoutScenario) => Promise<SandboxRedirect>,
): Promise<FastifyReply> {
  const parsed = decisionFormSchema.safeParse(form);
  if (!parsed.success) return sendPage(reply, 400, errorPage(brand, MESSAGES.errors.invalidDecision));
  try {
    return sendRedirect(reply, brand, await decide(parsed.data.decision, parsed.data.scenario));
  } catch (error) {
    if (error instanceof SandboxRequestError) return sendPage(reply, error.statusCode, errorPage(brand, error.message));
    throw error;
  }
}
