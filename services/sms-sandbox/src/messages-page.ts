import { escapeHtml as escape, utcTime as time } from './html';
import type { SandboxMessage } from './message-store';
import { MESSAGES } from './messages';

/** The page of messages sent, newest first (plain HTML, refreshed every 5 s). */
export function messagesPage(messages: SandboxMessage[]): string {
  const page = MESSAGES.page;
  const rows = messages
    .map(
      (message) => `<tr>
        <td>${escape(time(message.sentAt))}</td>
        <td class="number">${escape(message.to)}</td>
        <td class="text">${escape(message.text)}</td>
        <td>${escape(message.gateway)}</td>
        <td>${escape(MESSAGES.statuses[message.status])}</td>
      </tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<meta name="robots" content="noindex">
<title>${escape(page.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem; color: #222; }
  .banner { background: #fff4d6; border: 1px solid #e0b000; padding: .5rem .75rem; border-radius: 6px; }
  table { border-collapse: collapse; width: 100%; margin-top: 1rem; }
  th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  .number { white-space: nowrap; font-variant-numeric: tabular-nums; }
  .text { white-space: pre-wrap; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>${escape(page.heading)}</h1>
<p class="banner">${escape(page.banner)}</p>
<p><a href="/telephone">${escape(page.phoneLink)}</a></p>
${
  messages.length === 0
    ? `<p>${escape(page.empty)}</p>`
    : `<table>
  <thead><tr><th>${page.time}</th><th>${page.number}</th><th>${page.text}</th><th>${page.gateway}</th><th>${page.status}</th></tr></thead>
  <tbody>${rows}</tbody>
</table>`
}
</body>
</html>`;
}
