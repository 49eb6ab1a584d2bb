/**
 * `npm run bench` (a vote path's run, by default) and `npm run bench -- --against <commit>`: the only way a
 * speed claim is made. The other commit is built in a work tree of its own (outside this checkout, kept
 * between runs), then the two benches run in turn on this box, `--rounds` times each (the order swapped
 * every round, so that neither side always runs on a warmer or quieter box), with the same options, while
 * this process samples a box-speed control (box-speed.ts); each run's tier table is read from its report
 * and the two sides are compared tier by tier, with the regression gate: any tier's CPU per vote 10 % worse
 * beyond noise fails. */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { MIN_ROUNDS, readRunFigures, renderComparison, type SideRun } from './against-report';
import { BoxSpeedProbe } from './box-speed';
import type { BenchOptions } from './options';

const ROOT = join(__dirname, '..', '..');
const RED = '\u001b[31m';
const GREEN = '\u001b[32m';
const RESET = '\u001b[0m';

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * Runs a command with its errors on this process's stderr (each line also given to `onErrorLine`) and its
 * output captured or passed on; rejects on a non-zero exit.
 */
function run(
  command: string,
  args: string[],
  cwd: string,
  stdout: 'inherit' | 'capture',
  onErrorLine: (line: string) => void = () => undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', stdout === 'capture' ? 'pipe' : process.stderr, 'pipe'],
      // Each side runs alone: the one comparing is this process.
      env: { ...process.env, BENCH_AGAINST: '', BENCH_ROUNDS: '', BENCH_ALONE: 'true' },
    });
    let output = '';
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onErrorLine);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}`)),
    );
  });
}

/**
 * What a side's bench logs as its vote path starts (this bench and the older ones alike): the warm-up and
 * the measured window that follows it, in seconds.
 */
const VOTE_PATH_START = /vote path: ([\d.]+) s warm-up \+ ([\d.]+) s/i;

/** One side's run, with the box-speed control sampled over its measured window. */
async function runSide(args: string[], cwd: string): Promise<{ report: string; control: number | null }> {
  const probe = new BoxSpeedProbe();
  const timers: NodeJS.Timeout[] = [];
  const report = await run('npm', args, cwd, 'capture', (line) => {
    const start = VOTE_PATH_START.exec(line);
    if (!start) return;
    const [warmup, duration] = start.slice(1).map(Number);
    timers.push(
      setTimeout(() => probe.start(), warmup * 1000),
      setTimeout(() => probe.stop(), (warmup + duration) * 1000),
    );
  }).finally(() => timers.forEach(clearTimeout));
  return { report, control: probe.stop() };
}

/** The other commit's work tree, its dependencies installed and its build made (each step only when missing). */
async function prepareTree(commit: string): Promise<string> {
  const cache = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  const tree = join(cache, 'bebe-star', 'bench-trees', commit.slice(0, 12));
  if (!existsSync(join(tree, 'package.json'))) {
    mkdirSync(join(tree, '..'), { recursive: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--force', '--detach', tree, commit);
  }
  const lock = createHash('sha256')
    .update(readFileSync(join(tree, 'package-lock.json')))
    .digest('hex');
  const installed = join(tree, 'node_modules', '.bench-lock');
  if (!existsSync(installed) || readFileSync(installed, 'utf8') !== lock) {
    console.error(`[against] npm ci in ${tree}`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], tree, 'inherit');
    writeFileSync(installed, lock);
  }
  if (!existsSync(join(tree, 'dist', 'services', 'api', 'src', 'main.js'))) {
    console.error(`[against] building ${commit.slice(0, 12)} in ${tree}`);
    await run('npm', ['run', 'build'], tree, 'inherit');
  }
  return tree;
}

/** The bench's own arguments without `--against` and `--rounds` (and their values): what both sides run with. */
export function childArguments(argv: string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (/^--(against|rounds)=/.test(arg)) continue;
    if (arg === '--against' || arg === '--rounds') {
      index += 1;
      continue;
    }
    kept.push(arg);
  }
  return kept;
}

/** The commit the gate compares a clean checkout with when no `--against` names one (its first line). */
const GATE_BASE = join(__dirname, 'gate-base');

/**
 * Runs the regression gate makes by default: those that measure the vote path for its speed (not a
 * diagnosis, a scenario of its own, or a stack kept up), unless `--alone`.
 */
export function gatedByDefault(options: BenchOptions): boolean {
  return !(
    options.alone ||
    options.skipVote ||
    options.seedOnly ||
    options.keep ||
    options.profile ||
    options.fraud ||
    options.socketFlood ||
    options.floor
  );
}

/**
 * The base of the comparison: the commit `--against` names; by default the change's own base (HEAD, when
 * the checkout has uncommitted changes), else the gate's base, the commit of load-tests/bench/gate-base.
 */
function baseOf(options: BenchOptions, changed: boolean): { commit: string; why: string } {
  if (options.against) return { commit: options.against, why: '--against' };
  if (changed) return { commit: 'HEAD', why: "the uncommitted change's base" };
  const commit = readFileSync(GATE_BASE, 'utf8').split('\n')[0].trim();
  return { commit, why: "the gate's base (load-tests/bench/gate-base)" };
}

/** Runs both commits' benches in turn and prints the comparison; exits 1 when the gate finds a regression. */
export async function benchAgainst(options: BenchOptions, argv: string[]): Promise<void> {
  if (options.alone && options.against) throw new Error('--alone or --against: not both');
  const here = git('rev-parse', 'HEAD');
  const changed = git('status', '--porcelain').length > 0;
  const chosen = baseOf(options, changed);
  const base = git('rev-parse', '--verify', `${chosen.commit}^{commit}`);
  if (base === here && !changed) throw new Error(`${chosen.why} is this checkout itself: nothing to compare`);
  console.error(`[against] base ${base.slice(0, 12)}: ${chosen.why}; --alone runs this checkout alone`);
  const labels = { base: base.slice(0, 7), these: `${here.slice(0, 7)}${changed ? '+' : ''}` };
  const rounds = Math.round(options.rounds);
  if (rounds < MIN_ROUNDS)
    throw new Error(`--rounds: at least ${MIN_ROUNDS} runs of each side, or the noise is unknown`);
  const tree = await prepareTree(base);
  const args = ['run', 'bench', '--', ...childArguments(argv)];
  const folder = join(ROOT, 'var', 'bench', 'against');
  mkdirSync(folder, { recursive: true });

  const runs: SideRun[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const order: SideRun['side'][] = round % 2 === 1 ? ['base', 'this'] : ['this', 'base'];
    for (const side of order) {
      const label = side === 'base' ? labels.base : labels.these;
      console.error(`[against] round ${round}/${rounds}: ${label}`);
      const { report, control } = await runSide(args, side === 'base' ? tree : ROOT);
      writeFileSync(join(folder, `${label}-${round}.md`), report);
      const figures = readRunFigures(report, options.channel);
      if (!figures) {
        throw new Error(
          `${label}'s bench report gives no CPU per vote for ${options.channel} (no tier table, no CPU by process): ` +
            `see its report, var/bench/against/${label}-${round}.md`,
        );
      }
      runs.push({ side, round, figures, control });
    }
  }

  const { lines: comparison, regressions } = renderComparison(runs, labels);
  const lines = [
    `## Side by side: ${labels.these} against ${labels.base}`,
    '',
    `Command: \`npm run bench -- ${argv.join(' ')}\`; ${rounds} runs each, alternating, on this box` +
      (changed ? ` (${labels.these}: HEAD with the checkout's uncommitted changes)` : '') +
      `; ${labels.base} built in ${tree}. Each run's report: var/bench/against/.`,
    '',
    ...comparison,
  ];
  console.log(lines.join('\n'));
  const verdict = comparison[comparison.length - 1].replace(/\*\*/g, '');
  console.error(`${regressions.length > 0 ? RED : GREEN}${verdict}${RESET}`);
  if (regressions.length > 0) process.exitCode = 1;
}
