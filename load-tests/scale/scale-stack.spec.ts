import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBalancerSite } from './scale-stack';

const RULES = readFileSync(join(__dirname, '..', '..', 'deploy', 'load-balancer.conf'), 'utf8');

describe('the rehearsal’s load balancer (deploy/load-balancer.conf with the namespaces’ hosts)', () => {
  const site = loadBalancerSite(RULES, ['10.77.0.11:3000', '10.77.0.12:3010'], ['10.77.0.21:3001'], '10.77.0.4:8080');

  it('puts the APIs behind / and the live processes behind /socket.io/, each tried and passed over', () => {
    const upstream = (name: string) => new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(site)?.[1] ?? '';
    expect(upstream('bebe_star_api').match(/server \S+ max_fails=0;/g)).toEqual([
      'server 10.77.0.11:3000 max_fails=0;',
      'server 10.77.0.12:3010 max_fails=0;',
    ]);
    expect(upstream('bebe_star_live').match(/server \S+ max_fails=0;/g)).toEqual([
      'server 10.77.0.21:3001 max_fails=0;',
    ]);
    expect(site).toContain('listen 10.77.0.4:8080;');
  });

  it('keeps a visitor on one API by its forwarded address, all the rehearsal’s clients sharing one', () => {
    expect(site).not.toContain('$remote_addr');
    expect(site.match(/hash \$http_x_forwarded_for consistent;/g)).toHaveLength(2);
  });

  it('keeps the file’s locations and timeouts', () => {
    for (const line of ['location /socket.io/ {', 'proxy_connect_timeout 2s;', 'location ^~ /api/metrics {']) {
      expect(site).toContain(line);
    }
  });

  it('refuses a file whose upstreams it cannot find', () => {
    expect(() =>
      loadBalancerSite(
        RULES.replace('hash $remote_addr consistent;', 'hash $remote_addr;').replace(
          'server api-2:3000',
          'server web:3000',
        ),
        [],
        [],
        'x',
      ),
    ).toThrow(/changed shape/);
  });
});
