import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type ContestWatch,
  consistencyProof,
  decodeEntryBundle,
  dossierProblems,
  emptyWatch,
  fromBase64,
  hasDossierShape,
  leafProblem,
  type NoteVerifierKey,
  openNote,
  parseCheckpoint,
  parseJsonStrictly,
  noteVerifierKey,
  parseNoteVerifierKey,
  replayLeaf,
  sameHash,
  sealCosigners,
  TILE_WIDTH,
  tilePath,
  tileRanges,
  toBase64,
  toHex,
  verifyConsistency,
  verifyCosignature,
  type VoteLeaf,
  hashLeaf,
} from '@app/contracts';

/** What a monitor remembers between its runs (a JSON file of its own). */
interface MonitorState {
  /** The log's checkpoint key, as first given or read (C2SP signed-note). */
  logKey: string;
  size: number;
  /** The root of the last checkpoint checked, base64. */
  root: string;
  contests: Record<string, ContestWatch>;
  /** Each contest's end (ISO 8601), read from the site once. */
  ends: Record<string, string | null>;
  /** The latest dossier version checked per contest. */
  dossiers: Record<string, number>;
}

export interface MonitorOptions {
  /** The site, e.g. https://bebestar.example. */
  api: string;
  /** Where the monitor keeps what it saw. */
  stateFile: string;
  /** The log's key, given elsewhere; else the one remembered, else the site's (remembered from then on). */
  logKey?: NoteVerifierKey;
  /** The witnesses trusted; else those the site publishes. */
  witnesses?: NoteVerifierKey[];
  get?: typeof fetch;
}

/** What a run found: every breach (empty: the log holds), and what was checked. */
export interface MonitorReport {
  breaches: string[];
  lines: string[];
}

class Breach extends Error {}

async function loadState(file: string): Promise<MonitorState | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as MonitorState);
}

async function saveState(file: string, state: MonitorState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.new`, JSON.stringify(state));
  await rename(`${file}.new`, file);
}

/** The witnesses and the quorum the site publishes (its unreadable keys left out). */
function publishedWitnesses(value: unknown): { witnesses: NoteVerifierKey[]; quorum: number } {
  const published = value as { witnesses: { verifier_key: string }[]; quorum: number };
  return {
    witnesses: published.witnesses.flatMap(({ verifier_key: key }) => {
      const parsed = parseNoteVerifierKey(key);
      return parsed ? [parsed] : [];
    }),
    quorum: published.quorum,
  };
}

/**
 * Follows the vote log from the last checkpoint it checked (`npm run cli -- monitor`): the new checkpoint's
 * signature and its witnesses' cosignatures, its consistency with the last one (never a fork, never a
 * rollback), every new leaf against the tiles, the rules replayed over the new leaves (10 minutes per voter
 * and child, 50 free votes a day per voter, nothing cast at or after a contest's end), and each new results
 * dossier against the log. It remembers what it checked unless the log itself does not hold together (a bad
 * signature, a fork, a rollback, a tile or a leaf that does not match): then every run says so again.
 */
export async function runMonitor(options: MonitorOptions): Promise<MonitorReport> {
  const get = options.get ?? fetch;
  const site = (path: string) => new URL(path, options.api);
  const read = async (path: string): Promise<Uint8Array> => {
    const response = await get(site(path));
    if (!response.ok) throw new Error(`${path} : HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  const text = async (path: string) => new TextDecoder().decode(await read(path));
  const lines: string[] = [];
  const breaches: string[] = [];

  const previous = await loadState(options.stateFile);
  let logKey = options.logKey ?? (previous ? parseNoteVerifierKey(previous.logKey) : null);
  if (!logKey) {
    logKey = parseNoteVerifierKey(await text('/api/transparency/log/verifier-key'));
    if (!logKey) throw new Error('La clé du registre publiée par le site est illisible.');
    lines.push(`Clé du registre lue sur le site (à confirmer auprès de l'organisateur) : ${logKey.name}`);
  }
  const { witnesses, quorum } = options.witnesses
    ? { witnesses: options.witnesses, quorum: options.witnesses.length }
    : publishedWitnesses(parseJsonStrictly(await text('/api/transparency/log/witnesses')));
  const state: MonitorState = previous ?? {
    logKey: '',
    size: 0,
    root: '',
    contests: {},
    ends: {},
    dossiers: {},
  };
  state.logKey = noteVerifierKey(logKey.name, logKey.publicKey);

  try {
    const note = await text('/api/transparency/log/checkpoint');
    const opened = openNote(note, logKey);
    const checkpoint = opened === null ? null : parseCheckpoint(opened);
    if (!checkpoint) throw new Breach("Le point de contrôle publié n'est pas signé par la clé du registre.");
    const cosigners = witnesses.filter((witness) => verifyCosignature(note, witness) !== null).map((w) => w.name);
    if (cosigners.length < quorum) {
      throw new Breach(
        `Le point de contrôle de ${checkpoint.size} votes n'est cosigné que par ${cosigners.length} témoin(s) sur les ${quorum} requis.`,
      );
    }
    lines.push(
      `Point de contrôle : ${checkpoint.size} votes${cosigners.length > 0 ? `, cosigné par ${cosigners.join(', ')}` : ''}.`,
    );
    if (checkpoint.size < state.size) {
      throw new Breach(
        `Retour en arrière : le registre montre ${checkpoint.size} votes après en avoir montré ${state.size}.`,
      );
    }
    if (checkpoint.size === state.size && state.size > 0 && !sameHash(checkpoint.root, fromBase64(state.root))) {
      throw new Breach(
        `Fourche : un autre registre de ${checkpoint.size} votes (racine ${toBase64(checkpoint.root)}, ${state.root} vue avant).`,
      );
    }
    const tile = (path: string) => read(`/api/transparency/log/${path}`);
    const ranges = tileRanges(checkpoint.size, tile);
    if (!sameHash(await ranges(0, checkpoint.size), checkpoint.root)) {
      throw new Breach('Les tuiles du registre ne mènent pas à la racine de son point de contrôle.');
    }
    if (state.size > 0 && state.size < checkpoint.size) {
      const proof = await consistencyProof(state.size, checkpoint.size, ranges);
      if (!verifyConsistency(state.size, checkpoint.size, fromBase64(state.root), checkpoint.root, proof)) {
        throw new Breach(
          `Fourche : le registre de ${checkpoint.size} votes ne prolonge pas celui de ${state.size} votes vu avant.`,
        );
      }
      lines.push(`Cohérent avec le point de contrôle de ${state.size} votes vu avant.`);
    }
    const fresh = await newLeaves(state.size, checkpoint.size, tile, ranges);
    for (const { index, leaf } of fresh) {
      const id = String(leaf.contest);
      if (!(id in state.ends)) {
        const answer = await get(site(`/api/contests/contests/${id}/`));
        state.ends[id] = answer.ok ? ((await answer.json()) as { end_date: string }).end_date : null;
      }
      state.contests[id] ??= emptyWatch();
      breaches.push(...replayLeaf(state.contests[id], index, leaf, state.ends[id]));
    }
    lines.push(`${fresh.length} nouveaux votes vérifiés contre les tuiles et rejoués selon les règles.`);
    for (const [id, end] of Object.entries(state.ends)) {
      if (end === null || Date.parse(end) > Date.now()) continue;
      breaches.push(
        ...(await checkDossier(id, state, ranges, checkpoint.size, { witnesses, quorum }, get, site, lines)),
      );
    }
    // A rule broken is reported once; a log that does not hold together is never remembered.
    state.size = checkpoint.size;
    state.root = toBase64(checkpoint.root);
    await saveState(options.stateFile, state);
  } catch (error) {
    if (!(error instanceof Breach)) throw error;
    breaches.push(error.message);
  }
  return { breaches, lines };
}

/** The leaves [from, to), each checked against its hash in the level-0 tiles. */
async function newLeaves(
  from: number,
  to: number,
  tile: (path: string) => Promise<Uint8Array>,
  ranges: ReturnType<typeof tileRanges>,
): Promise<{ index: number; leaf: VoteLeaf }[]> {
  const leaves: { index: number; leaf: VoteLeaf }[] = [];
  for (let bundle = Math.floor(from / TILE_WIDTH); bundle * TILE_WIDTH < to; bundle += 1) {
    const width = Math.min(TILE_WIDTH, to - bundle * TILE_WIDTH);
    const entries = decodeEntryBundle(
      await tile(tilePath({ level: 'entries', index: bundle, ...(width < TILE_WIDTH ? { width } : {}) })),
    );
    if (!entries || entries.length !== width) throw new Breach(`Le paquet de votes n° ${bundle} est illisible.`);
    for (let offset = 0; offset < width; offset += 1) {
      const index = bundle * TILE_WIDTH + offset;
      if (index < from) continue;
      if (!sameHash(hashLeaf(entries[offset]), await ranges(index, index + 1))) {
        throw new Breach(`Le vote en position ${index} n'est pas celui que les tuiles du registre hachent.`);
      }
      const leaf: unknown = JSON.parse(new TextDecoder().decode(entries[offset]));
      if (leafProblem(leaf) !== null) throw new Breach(`Le vote en position ${index} est illisible.`);
      leaves.push({ index, leaf: leaf as VoteLeaf });
    }
  }
  return leaves;
}

/** A closed contest's latest dossier, once per version: its own checks, its root in the log, its leaves all there. */
async function checkDossier(
  id: string,
  state: MonitorState,
  ranges: ReturnType<typeof tileRanges>,
  size: number,
  trusted: { witnesses: NoteVerifierKey[]; quorum: number },
  get: typeof fetch,
  site: (path: string) => URL,
  lines: string[],
): Promise<string[]> {
  const summary = await get(site(`/api/contests/contests/${id}/results/`));
  if (!summary.ok) return [];
  const { latest } = (await summary.json()) as { latest: { version: number; tree_size: number } };
  if ((state.dossiers[id] ?? 0) >= latest.version || latest.tree_size > size) return [];
  const file = await get(site(`/api/contests/contests/${id}/results/dossier.json?version=${latest.version}`));
  const dossier: unknown = parseJsonStrictly(await file.text());
  if (!hasDossierShape(dossier))
    return [`Concours n° ${id} : le dossier de résultats v${latest.version} est illisible.`];
  const content = dossier.content;
  const problems = dossierProblems(dossier);
  const cosigners = sealCosigners(content, trusted.witnesses).length;
  if (cosigners < trusted.quorum) {
    problems.push(`sa clôture n'est cosignée que par ${cosigners} témoin(s) sur les ${trusted.quorum} requis.`);
  }
  if (toHex(await ranges(0, content.head.size)) !== content.head.root) {
    problems.push(`l'état signé du dossier (${content.head.size} votes) n'est pas celui du registre.`);
  }
  const inLog = state.contests[id]?.indices.filter((index) => index < content.head.size).length ?? 0;
  if (inLog !== content.leaves.length) {
    problems.push(
      `le dossier compte ${content.leaves.length} lignes, le registre en montre ${inLog} pour ce concours.`,
    );
  }
  if (problems.length === 0) {
    state.dossiers[id] = latest.version;
    lines.push(`Concours n° ${id} : dossier de résultats v${latest.version} vérifié contre le registre.`);
  }
  return problems.map((problem) => `Concours n° ${id}, dossier v${latest.version} : ${problem}`);
}
