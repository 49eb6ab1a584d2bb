import escapeHtml from 'escape-html';
import Fastify, { type FastifyInstance } from 'fastify';
import { addCheckpoint, type WitnessIdentity } from './add-checkpoint';
import type { WitnessStore } from './witness-store';

/** A submission is a checkpoint and at most 63 hashes: a few kilobytes. */
const BODY_LIMIT = 64 * 1024;

const when = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' }) +
  ' UTC';

function operatorPage(identity: WitnessIdentity, verifierKey: string, store: WitnessStore): string {
  const logs = [...identity.logs.keys()]
    .map((origin) => {
      const position = store.position(origin);
      return `<tr><td>${escapeHtml(origin)}</td><td>${position ? position.size : '—'}</td><td><code>${
        position ? escapeHtml(position.root) : '—'
      }</code></td><td>${position ? when(position.time) : 'jamais'}</td></tr>`;
    })
    .join('');
  const journal = store
    .recent()
    .map(
      (entry) =>
        `<tr class="${entry.outcome}"><td>${when(entry.time)}</td><td>${escapeHtml(entry.origin)}</td><td>${entry.size}</td><td>${
          entry.outcome === 'cosigned' ? 'cosigné' : `refusé : ${escapeHtml(entry.reason ?? '')}`
        }</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Témoin ${escapeHtml(identity.name)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem;max-width:72rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}code{word-break:break-all}.refused td{color:#a40000}</style>
</head><body>
<h1>Témoin ${escapeHtml(identity.name)}</h1>
<p>Clé de vérification des cosignatures : <code>${escapeHtml(verifierKey)}</code></p>
<h2>Registres suivis</h2>
<table><thead><tr><th>Registre</th><th>Dernière taille cosignée</th><th>Racine</th><th>Cosigné le</th></tr></thead><tbody>${logs}</tbody></table>
<h2>Journal (plus récent d'abord)</h2>
<table><thead><tr><th>Quand</th><th>Registre</th><th>Taille</th><th>Décision</th></tr></thead><tbody>${
    journal || '<tr><td colspan="4">Rien encore.</td></tr>'
  }</tbody></table>
</body></html>`;
}

/**
 * The witness's HTTP side (C2SP tlog-witness): `POST /add-checkpoint` for the logs, and for its
 * operator the page of what it signed and refused (`/`) and the same as JSON (`/status.json`).
 */
export function createWitnessApp(
  identity: WitnessIdentity,
  verifierKey: string,
  store: WitnessStore,
  logger: boolean | { level: string } = false,
): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT, forceCloseConnections: 'idle' });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/add-checkpoint', async (request, reply) => {
    const answer = await addCheckpoint(identity, store, typeof request.body === 'string' ? request.body : '');
    if (answer.status !== 200) request.log.warn({ status: answer.status, body: answer.body }, 'checkpoint refused');
    return reply.status(answer.status).type(answer.type).send(answer.body);
  });

  app.get('/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(operatorPage(identity, verifierKey, store)),
  );

  app.get('/status.json', () => ({
    name: identity.name,
    verifier_key: verifierKey,
    logs: Object.fromEntries([...identity.logs.keys()].map((origin) => [origin, store.position(origin)])),
    journal: store.recent(),
  }));

  return app;
}
