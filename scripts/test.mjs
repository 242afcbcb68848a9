// `npm test`: lint, types, unit and API tests, the repository checks and the browser journeys, then one summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildParts } from './lib/build.mjs';
import { ensureDebianTools } from './lib/debian-tools.mjs';
import { ROOT, WORKSPACES } from './lib/workspaces.mjs';

const reports = mkdtempSync(join(tmpdir(), 'qmj-test-'));
const JEST = ['--experimental-vm-modules', join(ROOT, 'node_modules/jest/bin/jest.js')];

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status === 0;
}

/** The first lines of a failure, without colour codes: what the summary repeats so a cut log still names the cause. */
function firstLines(message) {
  return (
    stripVTControlCharacters(message)
      .split('\n')
      // The source excerpt around the failing line is left to the full log.
      .filter((line) => line.trim() && !/^\s*>?\s*\d*\s\|/.test(line))
      .slice(0, 20)
      .join('\n')
  );
}

function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.testResults.flatMap((suite) => [
    ...(suite.assertionResults.length === 0 && suite.message ? [`${suite.name}\n${firstLines(suite.message)}`] : []),
    ...suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}\n${firstLines(test.failureMessages.join('\n'))}`),
  ]);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    failures,
  };
}

/** Every spec of a Playwright JSON report, with the titles of the suites around it. */
function playwrightSpecs(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).map((spec) => ({ ...spec, titles: [...here, spec.title] })),
    ...(suite.suites ?? []).flatMap((inner) => playwrightSpecs(inner, here)),
  ];
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = report.suites
    .flatMap((suite) => playwrightSpecs(suite))
    .filter((spec) => !spec.ok)
    .flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.flatMap((result) =>
          result.errors.map((error) => `${spec.titles.join(' › ')}\n${firstLines(error.message ?? '')}`),
        ),
      ),
    );
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, failures };
}

const jestStep = (name, cwd) => () => {
  const output = join(reports, `${name}.json`);
  const ok = run(process.execPath, [...JEST, '--json', `--outputFile=${output}`], { cwd: join(ROOT, cwd) });
  return { ok, counts: jestCounts(output) };
};

const steps = [
  ['lint (Biome)', () => ({ ok: run('npx', ['biome', 'check', '.']) })],
  [
    'build',
    () => {
      buildParts();
      return { ok: true };
    },
  ],
  ['types (tsc)', () => ({ ok: run(process.execPath, ['scripts/typecheck.mjs']) })],
  ['API description (Spectral)', () => ({ ok: run(process.execPath, ['scripts/lint-api.mjs']) })],
  // Every workspace with a Jest suite (the API's includes its end-to-end tests on SQLite).
  ...WORKSPACES.filter(({ dir }) => existsSync(join(ROOT, dir, 'jest.config.js'))).map(({ dir, name }) => [
    `${name} tests`,
    jestStep(dir.replaceAll('/', '-'), dir),
  ]),
  ['repository checks (deploy, npm start)', jestStep('repository', 'deploy')],
  [
    'browser journeys (Chromium)',
    () => {
      const output = join(reports, 'journeys.json');
      const ok = run('npx', ['playwright', 'test', '--reporter=list,json'], {
        cwd: join(ROOT, 'e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
      });
      return { ok, counts: playwrightCounts(output) };
    },
  ],
];

const results = [];
try {
  ensureDebianTools();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let result;
  try {
    result = step();
  } catch (error) {
    console.error(error.message);
    result = { ok: false };
  }
  results.push({ name, seconds: (Date.now() - started) / 1000, ...result });
}
rmSync(reports, { recursive: true, force: true });

let passed = 0;
let failed = 0;
console.log('\n=== summary ===');
for (const result of results) {
  const counts = result.counts ?? { passed: result.ok ? 1 : 0, failed: result.ok ? 0 : 1 };
  if (!result.ok && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  const detail = result.counts ? `${counts.passed} passed, ${counts.failed} failed` : result.ok ? 'ok' : 'FAILED';
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.name.padEnd(42)} ${detail.padEnd(24)} ${result.seconds.toFixed(1)} s`,
  );
}
console.log(`${passed} passed, ${failed} failed`);
// Last, so that a log cut to its tail still names what failed.
const failures = results.flatMap((result) => result.counts?.failures ?? []);
if (failures.length > 0) console.log(`\n=== failures ===\n${failures.join('\n\n')}`);
process.exit(failed === 0 && results.every((result) => result.ok) ? 0 : 1);
