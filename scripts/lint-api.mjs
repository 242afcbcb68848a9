// The API description's lint: the OpenAPI document as the API serves it (generated from the built
// contract), checked by Spectral with the repository's ruleset (.spectral.yaml). Fails on any error.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildParts } from './lib/build.mjs';
import { ROOT } from './lib/workspaces.mjs';

const SEVERITIES = ['errors', 'warnings', 'infos', 'hints'];

buildParts({ only: ['packages/contracts', 'services/api'] });
const { buildOpenApiDocument } = await import(
  pathToFileURL(join(ROOT, 'services/api/dist/common/openapi-document.js')).href
);
const document = await buildOpenApiDocument();

const folder = mkdtempSync(join(tmpdir(), 'qmj-api-lint-'));
const documentFile = join(folder, 'openapi.json');
const resultsFile = join(folder, 'results.json');
writeFileSync(documentFile, JSON.stringify(document, null, 2));
const spectral = spawnSync(
  process.execPath,
  [
    join(ROOT, 'node_modules/@stoplight/spectral-cli/dist/index.js'),
    'lint',
    documentFile,
    '--ruleset',
    join(ROOT, '.spectral.yaml'),
    '--format',
    'stylish',
    '--format',
    'json',
    '--output.json',
    resultsFile,
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;
rmSync(folder, { recursive: true, force: true });
if (!results) {
  console.error('Spectral gave no results');
  process.exit(1);
}

const counts = SEVERITIES.map(() => 0);
for (const { severity } of results) counts[severity] += 1;
const operations = Object.values(document.paths ?? {}).reduce((sum, item) => sum + Object.keys(item).length, 0);
console.log(
  `API description: ${operations} operations, ${SEVERITIES.map((name, index) => `${counts[index]} ${name}`).join(', ')}`,
);
process.exit(spectral.status === 0 && counts[0] === 0 ? 0 : 1);
