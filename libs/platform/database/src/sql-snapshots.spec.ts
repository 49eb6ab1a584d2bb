import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '@app/testing';
import ts from 'typescript';

/**
 * The SQL of every repository and reader, as written, kept in this test's snapshot: a change to a
 * statement changes the committed snapshot (`__snapshots__/sql-snapshots.spec.ts.snap`), so a review
 * reads the query's diff beside the code's. After a deliberate change: `npx jest --selectProjects unit
 * libs/platform/database/src/sql-snapshots.spec.ts -u`, and commit the snapshot with the change. A statement's
 * interpolations stay as written (`${…}`); TypeORM's own calls (find, save, query builders) are not SQL
 * text and are not in it.
 */
const HOME = /\.(repository|reader)\.ts$/;
const STATEMENT = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|COPY)\b|\b(SELECT\s[\s\S]*\sFROM|INSERT INTO|DELETE FROM)\b/i;

function homes(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : homes(path);
    return HOME.test(entry.name) ? [path] : [];
  });
}

/** Where a node is written: `Class.method`, a function's name, or a module constant's name. */
function scopeOf(node: ts.Node): string {
  const names: string[] = [];
  let constant: string | null = null;
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (
      (ts.isClassDeclaration(at) ||
        ts.isFunctionDeclaration(at) ||
        ts.isMethodDeclaration(at) ||
        ts.isPropertyDeclaration(at)) &&
      at.name
    ) {
      names.unshift(at.name.getText());
    } else if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) {
      constant = at.name.text;
    }
  }
  return names.join('.') || constant || '(file)';
}

/** A statement's text without the indentation of its source, so moving code does not show as a change. */
function dedent(text: string): string {
  const lines = text.split('\n').map((line) => line.trimEnd());
  const indents = lines
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => /^\s*/.exec(line)![0].length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return [lines[0].trim(), ...lines.slice(1).map((line) => line.slice(cut))].join('\n').trim();
}

/** Each SQL text of a file by where it is written (a second one in the same place is `#2`). */
function statementsOf(file: string): Record<string, string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Record<string, string> = {};
  const visit = (node: ts.Node) => {
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isStringLiteral(node) ? node.text : node.getText().slice(1, -1);
      if (STATEMENT.test(text)) {
        const scope = scopeOf(node);
        let key = scope;
        for (let count = 2; key in found; count += 1) key = `${scope} #${count}`;
        found[key] = dedent(text);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the SQL of the repositories and readers', () => {
  const files = [...homes(join(ROOT, 'libs')), ...homes(join(ROOT, 'services'))].sort();

  it('finds the homes and their statements', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((file) => Object.keys(statementsOf(file)).length > 0).length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [relative(ROOT, file), file]))('%s', (_name, file) => {
    expect(statementsOf(file)).toMatchSnapshot();
  });
});
