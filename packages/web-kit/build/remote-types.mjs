// The types of the remotes' exposed modules, emitted from the sources their build exposes (docs/deploying-modules.md,
// Compatibility). The shell's type check reads them as `mf_catalog/App` and the others (shell/tsconfig.json maps
// `mf_*` here), so a change to an exposed module that breaks what the shell takes from it fails the check.
// scripts/typecheck.mjs runs this before it checks the shell.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Where the declarations go (git-ignored, as all of `.tmp/`). */
export const REMOTE_TYPES_DIR = '.tmp/remote-types';

/** The string value of a property's initializer, else undefined. */
const stringOf = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

/**
 * The modules a remote exposes, read from the `exposes` its rsbuild.config.ts gives `defineRemoteConfig`
 * (packages/web-kit/build/mf.ts): `[{ expose: 'App', file: './src/app.tsx' }]`.
 */
export function exposesOf(configFile) {
  const source = ts.createSourceFile(configFile, readFileSync(configFile, 'utf8'), ts.ScriptTarget.Latest);
  const exposes = [];
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'exposes') {
      for (const property of ts.isObjectLiteralExpression(node.initializer) ? node.initializer.properties : []) {
        const expose = ts.isPropertyAssignment(property) ? stringOf(property.name) : undefined;
        const file = ts.isPropertyAssignment(property) ? stringOf(property.initializer) : undefined;
        if (expose && file) exposes.push({ expose: expose.replace(/^\.\//, ''), file });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return exposes;
}

/**
 * Emits the declarations of every exposed module of `remotes` (`{ name, folder }`, folders under `root`) into
 * `<root>/<outDir>`, and beside them `<name>/<expose>.ts`, which re-exports the module's declarations: the file the
 * shell's `mf_catalog/App` resolves to. One program for all: the remotes' tsconfig.json are alike
 * (tsconfig.base.json and the web apps' options), so the first one's serves; not type-checked here, since each
 * remote's own check does that. Returns tsc's exit status and output.
 */
export function emitRemoteTypes(root, remotes, outDir = REMOTE_TYPES_DIR) {
  const out = join(root, outDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const modules = remotes.flatMap(({ name, folder }) =>
    exposesOf(join(root, folder, 'rsbuild.config.ts')).map(({ expose, file }) => ({
      name,
      expose,
      source: join(root, folder, file),
    })),
  );
  const fromOut = (file) => relative(out, file).replaceAll('\\', '/');
  const project = {
    extends: fromOut(join(root, remotes[0].folder, 'tsconfig.json')),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      noCheck: true,
      sourceMap: false,
      declarationMap: false,
      rootDir: fromOut(root),
      outDir: '.',
    },
    files: modules.map(({ source }) => fromOut(source)),
    include: [],
  };
  writeFileSync(join(out, 'tsconfig.json'), `${JSON.stringify(project, null, 2)}\n`);
  const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(out, 'tsconfig.json')], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const { name, expose, source } of modules) {
    const declarations = fromOut(join(out, relative(root, source))).replace(/\.tsx?$/, '');
    const from = `../${declarations}`;
    mkdirSync(join(out, name), { recursive: true });
    writeFileSync(
      join(out, name, `${expose}.ts`),
      `// ${name}/${expose}: its remote's declarations.\nexport * from '${from}';\nexport { default } from '${from}';\n`,
    );
  }
  return { status: tsc.status ?? 1, output: `${tsc.stdout}${tsc.stderr}` };
}
