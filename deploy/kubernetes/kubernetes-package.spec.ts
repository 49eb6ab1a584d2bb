import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { envSchema } from '@app/config/config.schema';
import { parseAllDocuments } from 'yaml';

const ROOT = join(__dirname, '..', '..');
const PACKAGE = join(ROOT, 'deploy', 'kubernetes');
const OVERLAYS = ['demo', 'production'] as const;

/** Variables the package sets that libraries read rather than the configuration: who reads each. */
const READ_ELSEWHERE: Record<string, string> = {
  PGSSLMODE: 'node-postgres (TLS to PostgreSQL)',
  NODE_EXTRA_CA_CERTS: 'Node.js (the database CA)',
};

/** Settings that carry a credential: a Secret's, never a ConfigMap's or a literal value. */
const SECRET_SETTING = /_SECRET(_|$)|PASSWORD|TOKEN|SALT|_KEY$|_KEY_ID$|^REDIS_URL$|^SMTP_URL$|^DATABASE_URL$/;

interface Container {
  name: string;
  image: string;
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  resources?: { requests?: { cpu?: string; memory?: string } };
}

interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    template?: { spec: { containers: Container[]; initContainers?: Container[] } };
    jobTemplate?: unknown;
    triggers?: { type: string; metadata: { query?: string } }[];
  };
}

function kustomize(overlay: string): string {
  const result = spawnSync('kubectl', ['kustomize', join(PACKAGE, 'overlays', overlay)], { encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error('kubectl is not installed: the Kubernetes package is rendered with `kubectl kustomize`.');
  }
  if (result.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed: ${result.stderr}`);
  return result.stdout;
}

const containersOf = (object: KubernetesObject): Container[] => {
  const pod = object.spec?.template?.spec;
  return pod ? [...(pod.initContainers ?? []), ...pod.containers] : [];
};

/** The source files under libs/ (whatever their layer), to find where a metric is defined. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the Kubernetes package (deploy/kubernetes)', () => {
  const rendered = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, kustomize(overlay)])) as Record<
    (typeof OVERLAYS)[number],
    string
  >;
  const objects = Object.fromEntries(
    OVERLAYS.map((overlay) => [
      overlay,
      parseAllDocuments(rendered[overlay]).map((document) => document.toJS() as KubernetesObject),
    ]),
  ) as Record<(typeof OVERLAYS)[number], KubernetesObject[]>;
  const settings = new Set(Object.keys(envSchema.innerType().shape));

  it.each(OVERLAYS)('renders %s into objects the Kubernetes and KEDA schemas accept', (overlay) => {
    const check = spawnSync(process.execPath, [join(PACKAGE, 'validate-manifests.mjs')], {
      input: rendered[overlay],
      encoding: 'utf8',
    });
    expect(check.stdout).toMatch(/^\d+ objects valid\.$/m);
    expect(check.status).toBe(0);
  });

  it.each(OVERLAYS)('sets in %s only variables the code reads', (overlay) => {
    const names = objects[overlay].flatMap((object) => [
      ...(object.kind === 'ConfigMap' && object.metadata.name.startsWith('bebe-star-config')
        ? Object.keys(object.data ?? {})
        : []),
      ...containersOf(object).flatMap((container) => (container.env ?? []).map((variable) => variable.name)),
    ]);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !settings.has(name) && !(name in READ_ELSEWHERE))).toEqual([]);
  });

  it.each(OVERLAYS)('holds no secret in %s: each one is a Secret referenced by name', (overlay) => {
    expect(objects[overlay].filter((object) => object.kind === 'Secret')).toEqual([]);
    const plain = objects[overlay].flatMap((object) => [
      ...(object.kind === 'ConfigMap' ? Object.keys(object.data ?? {}) : []),
      ...containersOf(object).flatMap((container) =>
        (container.env ?? []).filter((variable) => variable.value !== undefined).map((variable) => variable.name),
      ),
    ]);
    expect(plain.filter((name) => SECRET_SETTING.test(name))).toEqual([]);
  });

  it.each(OVERLAYS)('gives every container of %s the release image, CPU and memory requests', (overlay) => {
    const containers = objects[overlay].flatMap(containersOf);
    expect(containers.length).toBeGreaterThan(4);
    for (const container of containers) {
      expect(container.image).toMatch(/^registry\.example\.com\/bebe-star:/);
      expect(container.resources?.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    }
  });

  it('probes the API and the live tier on their health route, and keeps the worker alive on its port', () => {
    const deployments = new Map(
      objects.production
        .filter((object) => object.kind === 'Deployment')
        .map((object) => [object.metadata.labels?.['app.kubernetes.io/component'], object.spec!.template!.spec]),
    );
    expect([...deployments.keys()].sort()).toEqual(['api', 'live', 'worker']);
    for (const tier of ['api', 'live']) {
      const [container] = deployments.get(tier)!.containers;
      expect(container.readinessProbe).toMatchObject({ httpGet: { path: '/api/health/' } });
      expect(container.livenessProbe).toMatchObject({ httpGet: { path: '/metrics', port: 'metrics' } });
    }
    expect(deployments.get('worker')!.containers[0].livenessProbe).toMatchObject({ tcpSocket: { port: 'metrics' } });
  });

  it('runs the sandboxes in the demo only, never with NODE_ENV=production', () => {
    const sandboxes = (overlay: (typeof OVERLAYS)[number]) =>
      objects[overlay]
        .filter((object) => object.kind === 'Deployment')
        .flatMap(containersOf)
        .filter((container) => container.name.endsWith('-sandbox'))
        .map((container) => container.name);
    const config = (overlay: (typeof OVERLAYS)[number]) =>
      objects[overlay].find((object) => object.metadata.name.startsWith('bebe-star-config'))!.data!;
    expect(sandboxes('demo').sort()).toEqual(['payment-sandbox', 'sms-sandbox']);
    expect(config('demo')).toMatchObject({ NODE_ENV: 'development', PAYMENTS_MODE: 'sandbox', SMS_MODE: 'sandbox' });
    expect(sandboxes('production')).toEqual([]);
    expect(config('production').NODE_ENV).toBe('production');
    expect(config('production')).not.toHaveProperty('PAYMENTS_MODE');
  });

  it('scales the live tier and the workers on metrics the code exports', () => {
    const sources = sourceFiles(join(ROOT, 'libs')).map((file) => readFileSync(file, 'utf8'));
    const queries = objects.production
      .filter((object) => object.kind === 'ScaledObject')
      .map((object) => ({ name: object.metadata.name, query: object.spec!.triggers![0].metadata.query! }));
    expect(queries.map(({ name }) => name).sort()).toEqual(['bebe-star-live', 'bebe-star-worker']);
    for (const { query } of queries) {
      const metric = /([a-z_]+)\{/.exec(query)![1];
      expect(sources.some((source) => source.includes(`name: '${metric}'`))).toBe(true);
    }
  });
});
