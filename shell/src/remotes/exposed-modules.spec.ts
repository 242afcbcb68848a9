// Proves that a breaking change to a remote's exposed module fails the shell's type check, naming the module: the
// remotes' types are emitted as scripts/typecheck.mjs emits them, from small remotes of which one is broken.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { REMOTE_MODULES, REMOTE_NAMES } from '@qmj/contracts';
import { emitRemoteTypes } from '../../../packages/web-kit/build/remote-types.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WORK = join('.tmp', `exposed-modules-spec-${process.pid}`);
const at = (...parts: string[]) => join(ROOT, WORK, ...parts);

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

const FITTING_APP =
  'export default function App() {\n  return null;\n}\nexport function startPage(location: { pathname: string }): void {\n  void location;\n}\n';

/** A remote of each name, exposing what the real one does, its `./App` as `app` gives it. */
function writeRemotes(app: (name: string) => string) {
  for (const { name, folder } of REMOTE_MODULES) {
    const bell = name === REMOTE_NAMES.orders ? "\n    './NotificationBell': './src/app.tsx'," : '';
    write(
      at(folder, 'rsbuild.config.ts'),
      `export default defineRemoteConfig({\n  name: '${name}',\n  exposes: {\n    './App': './src/app.tsx',${bell}\n  },\n});\n`,
    );
    write(at(folder, 'src/app.tsx'), app(name));
    const remoteConfig = relative(at(folder), join(ROOT, folder, 'tsconfig.json'));
    write(at(folder, 'tsconfig.json'), JSON.stringify({ extends: remoteConfig, include: ['src'] }));
  }
}

/** The shell's check of the exposed modules, against the remotes' emitted types: tsc's errors, one a line. */
function checkExposedModules(): string[] {
  const emitted = emitRemoteTypes(
    ROOT,
    REMOTE_MODULES.map(({ name, folder }) => ({ name, folder: join(WORK, folder) })),
    join(WORK, 'types'),
  );
  expect(emitted).toEqual({ status: 0, output: '' });
  const project = {
    extends: relative(at(), join(ROOT, 'shell/tsconfig.json')),
    compilerOptions: { paths: { 'mf_*': ['./types/mf_*'] } },
    files: [relative(at(), join(ROOT, 'shell/src/remotes/exposed-modules.ts'))],
    include: [],
  };
  write(at('tsconfig.json'), JSON.stringify(project));
  const tsc = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', at('tsconfig.json')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return tsc.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
}

afterAll(() => rmSync(at(), { recursive: true, force: true }));

describe("the shell's check of the remotes' exposed modules", () => {
  it('fails on the line of the module whose `./App` wants a prop the shell does not pass, and only there', () => {
    writeRemotes((name) =>
      name === REMOTE_NAMES.catalog
        ? 'export default function App({ shop }: { shop: string }) {\n  return shop;\n}\n'
        : FITTING_APP,
    );
    const errors = checkExposedModules();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /exposed-modules\.ts\(\d+,\d+\): error TS2344: Type 'typeof import\(".*\/mf_catalog\/App"\)'/,
    );
  }, 60_000);
});
