// Checks rendered manifests (`kubectl kustomize <overlay> | node deploy/kubernetes/validate-manifests.mjs`)
// against the Kubernetes API's schemas (kubernetes-models) and KEDA's (@kubernetes-models/keda): one line
// per object that fails or whose kind no schema knows, exit code 1 if any.
import { text } from 'node:stream/consumers';
import { parseAllDocuments } from 'yaml';

/** The module of a kind's model: core objects under kubernetes-models/v1, KEDA's under its own package. */
function modelModule(apiVersion, kind) {
  const group = apiVersion.includes('/') ? apiVersion : `v1`;
  if (apiVersion.split('/')[0].endsWith('keda.sh')) return `@kubernetes-models/keda/${group}/${kind}`;
  return `kubernetes-models/${group}/${kind}`;
}

async function problemsOf(object) {
  const { apiVersion, kind, metadata } = object;
  const name = `${kind ?? '(no kind)'} ${metadata?.name ?? '(no name)'}`;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return [`${name}: no apiVersion or kind`];
  let Model;
  try {
    ({ [kind]: Model } = await import(modelModule(apiVersion, kind)));
  } catch {
    return [`${name}: no schema for ${apiVersion} ${kind}`];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${name}: ${error.message}`];
  }
}

const documents = parseAllDocuments(await text(process.stdin));
const objects = documents.map((document) => document.toJS()).filter(Boolean);
const problems = (await Promise.all(objects.map(problemsOf))).flat();
if (objects.length === 0) problems.push('no object');
for (const problem of problems) console.log(problem);
console.log(problems.length === 0 ? `${objects.length} objects valid.` : `${problems.length} problem(s).`);
process.exitCode = problems.length === 0 ? 0 : 1;
