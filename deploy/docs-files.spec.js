// The docs match the code: every file a document names (`a/path.ts` in backticks, or a link to a
// file of the repository) exists, so a move or a rename cannot leave the docs pointing nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT, WORKSPACES } from '../scripts/lib/workspaces.mjs';

/** A file name in backticks: a folder, a slash and an extension the repository uses. */
const NAMED_FILE = /`([\w@.-]+(?:\/[\w@.*-]+)+\.(?:ts|tsx|mjs|js|json|md|ya?ml|sh|conf))(?:[:#][^`]*)?`/g;
/** A markdown link to something that is not a web address or an anchor of the same page. */
const LINK = /\]\(((?!https?:|mailto:|#)[^)\s#]+)(?:#[^)]*)?\)/g;

/** Where a name written without its workspace is looked for (the API's `common/throttle.ts`, web-kit's `src/…`). */
const SOURCE_ROOTS = [
  '',
  ...WORKSPACES.flatMap(({ dir }) => [dir, `${dir}/src`]),
  'services/api/test',
  'scripts',
  'scripts/lib',
  'deploy',
  'e2e',
];

/** Files of a build's output (what the servers serve), not of the repository. */
const BUILT = /^static\//;

function documents() {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** What `document` names that does not exist, as `document: name`. */
function missingFiles(document, text, exists) {
  const missing = [];
  for (const [, name] of text.matchAll(NAMED_FILE)) {
    if (name.includes('*') || BUILT.test(name)) continue;
    if (!SOURCE_ROOTS.some((root) => exists(root ? `${root}/${name}` : name))) missing.push(`${document}: ${name}`);
  }
  for (const [, target] of text.matchAll(LINK)) {
    if (!exists(join(dirname(document), decodeURIComponent(target)))) missing.push(`${document}: ${target}`);
  }
  return missing;
}

const inRepository = (path) => existsSync(join(ROOT, path));

describe('the docs', () => {
  it('name only files that exist', () => {
    const missing = documents().flatMap((document) =>
      missingFiles(document, readFileSync(join(ROOT, document), 'utf8'), inRepository),
    );
    expect(missing).toEqual([]);
  });

  it('report a file that was moved away', () => {
    const text = 'The queue is in `common/transaction.ts`; see [orders](orders.md) and `auth/auth.service.ts`.';
    expect(missingFiles('docs/architecture.md', text, inRepository)).toEqual([
      'docs/architecture.md: common/transaction.ts',
    ]);
    expect(missingFiles('docs/architecture.md', 'see [gone](gone.md)', inRepository)).toEqual([
      'docs/architecture.md: gone.md',
    ]);
  });
});
