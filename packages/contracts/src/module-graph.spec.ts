import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const SRC = import.meta.dirname ?? '';

/** Every relative specifier a module imports or re-exports, type-only ones included. */
const SPECIFIER = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((match) =>
    resolve(dirname(file), (match[1] ?? match[2]).replace(/\.js$/, '.ts')),
  );
}

/** The first circle found by a depth-first walk, as the modules on it (first repeated last), or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (module: string): string[] | null => {
    const open = onPath.indexOf(module);
    if (open !== -1) return [...onPath.slice(open), module];
    if (done.has(module)) return null;
    onPath.push(module);
    for (const next of graph.get(module) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(module);
    return null;
  };
  for (const module of graph.keys()) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return null;
}

const graph = new Map(sourceFiles(SRC).map((file) => [file, importsOf(file)]));

describe('the contracts module graph', () => {
  it('reads the imports it checks, type-only ones included', () => {
    const name = (file: string) => relative(SRC, file);
    expect(importsOf(join(SRC, 'index.ts')).map(name)).toContain('bookings.ts');
    expect(importsOf(join(SRC, 'api-contract/bookings.ts')).map(name)).toContain('bookings.ts');
    expect(importsOf(join(SRC, 'routes.ts')).map(name)).toContain('auth.ts');
  });

  it('resolves every relative import to a module of src', () => {
    const missing = [...graph.values()].flat().filter((target) => !graph.has(target));
    expect(missing.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toBeNull();
  });

  it('has no import circle', () => {
    expect(findCycle(graph)?.map((file) => relative(SRC, file)) ?? null).toBeNull();
  });
});
