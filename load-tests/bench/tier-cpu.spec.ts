import type { CpuUsage } from './cpu';
import { GENERATOR_GROUPS, renderTierCosts, tierCosts } from './tier-cpu';

const share = (group: string, seconds: number) => ({ group, seconds, cores: seconds / 10 });

describe("each tier's CPU per vote", () => {
  const cpu: CpuUsage = {
    wallSeconds: 10,
    machineBusy: 0.9,
    groups: [
      share('api', 8),
      share('postgres: bebe_star_bench backends', 3),
      share('postgres: background (WAL writer, checkpointer, …)', 1),
      share('other: postgres backends of other databases', 2),
      share('redis-server', 1.5),
      share('worker', 0.5),
      share(GENERATOR_GROUPS.ussd, 2),
      share('other: node', 0.5),
    ],
  };

  it("divides each tier's CPU seconds by the votes acknowledged, PostgreSQL without other databases' backends", () => {
    const costs = tierCosts(cpu, 10_000, 2, GENERATOR_GROUPS.ussd);
    expect(costs.votesPerSecond).toBe(1000);
    expect(costs.api).toBeCloseTo(0.8);
    expect(costs.postgres).toBeCloseTo(0.4);
    expect(costs.redis).toBeCloseTo(0.15);
    expect(costs.worker).toBeCloseTo(0.05);
    expect(costs.generator).toBeCloseTo(0.2);
    expect(costs.wholeBox).toBeCloseTo(1.8);
    expect(costs.otherCores).toBeCloseTo(0.25);
  });

  it('says nothing per vote when no vote was acknowledged', () => {
    const costs = tierCosts(cpu, 0, 2, GENERATOR_GROUPS.ussd);
    expect(Number.isNaN(costs.api)).toBe(true);
    expect(renderTierCosts('ussd, 1', costs)[2]).toBe('| ussd, 1 | 0 | – | – | – | – | – | – | 0.25 |');
  });

  it('renders one row under the side-by-side columns', () => {
    const lines = renderTierCosts('web, 2', tierCosts(cpu, 10_000, 2, GENERATOR_GROUPS.web));
    expect(lines[0]).toBe(
      '| Run | Votes/s | API | PostgreSQL | Worker | Redis | Generator | Whole box | Others (cores) |',
    );
    expect(lines[2]).toBe(
      '| web, 2 | 1,000 | 0.800 ms | 0.400 ms | 0.050 ms | 0.150 ms | 0.000 ms | 1.800 ms | 0.25 |',
    );
  });
});
