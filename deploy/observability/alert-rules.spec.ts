import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';

const HERE = __dirname;

/** Runs promtool (Debian's `prometheus` package) in this folder. */
function promtool(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('promtool', args, { cwd: HERE, encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error("promtool is not installed: it comes with Debian's prometheus package (.ci/run installs it).");
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface RulesTest {
  alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[];
}

describe('alert rules (deploy/observability/alerts.yml)', () => {
  it('are valid rules for Prometheus', () => {
    const check = promtool('check', 'rules', 'alerts.yml');
    expect(check.output).toContain('SUCCESS');
    expect(check.status).toBe(0);
  });

  it("pass their tests (alerts.test.yml): the vote path's burn-rate alerts fire and stay quiet as they must", () => {
    const test = promtool('test', 'rules', 'alerts.test.yml');
    expect(test.output).toContain('SUCCESS');
    expect(test.status).toBe(0);
  });

  it('test every alert of the vote SLO both firing and not firing', () => {
    const { groups } = parseYaml(readFileSync(join(HERE, 'alerts.yml'), 'utf8')) as {
      groups: { name: string; rules: { alert: string }[] }[];
    };
    const slo = groups.find((group) => group.name === 'bebe-star-vote-slo')!.rules.map((rule) => rule.alert);
    const cases = (parseYaml(readFileSync(join(HERE, 'alerts.test.yml'), 'utf8')) as { tests: RulesTest[] }).tests
      .flatMap((test) => test.alert_rule_test ?? [])
      .map((rule) => `${rule.alertname} ${rule.exp_alerts.length > 0 ? 'fires' : 'quiet'}`);
    expect(slo).toHaveLength(4);
    for (const alert of slo) expect(cases).toEqual(expect.arrayContaining([`${alert} fires`, `${alert} quiet`]));
  });
});
