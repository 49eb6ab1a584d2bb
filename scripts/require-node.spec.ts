import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const SCRIPT = join(__dirname, 'require-node.js');
const ENGINES = '^22.13.0 || ^24.0.0 || >=26.0.0';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { satisfies } = require('./require-node.js') as { satisfies: (version: string, range: string) => boolean };

/** Runs the check as an entry point does, in a Node.js that says it is `version`. */
function runAs(version: string) {
  const fake = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`;
  return spawnSync(process.execPath, ['--import', fake, SCRIPT], { encoding: 'utf8' });
}

describe('scripts/require-node.js (every entry point checks Node.js first)', () => {
  it.each([
    ['22.13.0', true],
    ['22.23.3', true],
    ['24.0.0', true],
    ['26.1.0', true],
    ['27.0.0', true],
    ['22.12.0', false],
    ['20.20.2', false],
    ['23.11.0', false],
    ['25.0.0', false],
  ])('reads Node %s as supported: %s', (version, supported) => {
    expect(satisfies(version, ENGINES)).toBe(supported);
  });

  it('lets a supported Node.js through without a word', () => {
    const run = runAs('22.23.3');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('stops Node 20 with one sentence naming the lines needed and the version found', () => {
    const run = runAs('20.20.2');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      `Bébé Star needs Node.js 22.13 or later on the 22 line, 24, or 26 and later (package.json "engines": ${ENGINES}), not 20.20.2.`,
    ]);
  });

  it('is the first step of every script that runs the product, its CLI, its benchmarks or its tests', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { scripts } = require('../package.json') as { scripts: Record<string, string> };
    const entryPoints = Object.keys(scripts).filter((name) =>
      /^(setup|start|dev|start:.+|witness|typeorm|seed|cli|contracts|bench|bench:(log|notify)|test|test:faults|lighthouse)$/.test(
        name,
      ),
    );
    expect(entryPoints.length).toBeGreaterThan(15);
    for (const name of entryPoints) {
      expect({ [name]: scripts[name] }).toEqual({
        [name]: expect.stringMatching(/^(node scripts\/require-node\.js && |bash scripts\/start\.sh)/),
      });
    }
  });
});
