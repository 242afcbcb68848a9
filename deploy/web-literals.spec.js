// Names and rules declared once (docs/platform-conventions.md): in the web, every route, link and navigation
// takes its path from `PATHS` or a path helper of @qmj/contracts, and the down payment is written from
// `DOWN_PAYMENT_RATE`, never as text that stays behind when the path or the rate changes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT, WEB_APPS, WORKSPACES } from '../scripts/lib/workspaces.mjs';

const WEB_KIT = WORKSPACES.find((workspace) => workspace.name === '@qmj/web-kit').dir;

/** The web's sources: every app and the kit they share. */
const WEB_SOURCES = [...WEB_APPS, WEB_KIT].map((dir) => join(ROOT, dir, 'src'));

/** The start of a string, a template or an attribute's value that is a path of the site (it begins with `/`). */
const SITE_PATH = String.raw`\{?\s*['"\x60]/`;

const OFFENCES = [
  {
    what: 'a literal path in <Route path> or path:',
    pattern: new RegExp(String.raw`\bpath(?:=|:\s*)${SITE_PATH}`, 'g'),
  },
  { what: 'a literal path in navigate()', pattern: /\bnavigate\(\s*['"\x60]\//g },
  { what: 'a literal path in to=', pattern: new RegExp(String.raw`\bto(?:=|:\s*)${SITE_PATH}`, 'g') },
  { what: 'a literal path in href=', pattern: new RegExp(String.raw`\bhref=${SITE_PATH}`, 'g') },
  { what: 'the down payment written as text', pattern: /\b20\s*(?:%|percent\b|per cent\b)/gi },
  { what: 'the down payment rate written as a number', pattern: /[*/]\s*0?\.20*(?![\d.])|(?<![\w.])0?\.20*\s*\*/g },
];

/** Every offence in `files` ({ path, text }), as `path:line: what`. */
function offences(files) {
  const found = [];
  for (const { path, text } of files) {
    for (const { what, pattern } of OFFENCES) {
      for (const match of text.matchAll(pattern)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.push(`${path}:${line}: ${what}`);
      }
    }
  }
  return found;
}

/** The sources under `folder`; tests are left out, since they state the paths and texts they expect to see. */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.spec\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }];
  });
}

/** Where the snippets below are said to be. */
const PAGE = 'mf-catalog/src/cart/cart-page.tsx';

describe('paths and rules in the web', () => {
  it('are taken from @qmj/contracts, never written as text', () => {
    expect(offences(WEB_SOURCES.flatMap(sourceFiles))).toEqual([]);
  });

  it('names each literal path and each written-out rate, with its file and line', () => {
    const offending = [
      ['<Route path="/addtocart" element={<CartPage />} />', ['1: a literal path in <Route path> or path:']],
      ["const PAGES = [{ label: 'Audit', path: '/audith_table' }];", ['1: a literal path in <Route path> or path:']],
      ["\nonClick={() => navigate('/userproducts')}", ['2: a literal path in navigate()']],
      ['<Link to="/userproducts">', ['1: a literal path in to=']],
      ['<Link to={`/productrequest/` + id}>', ['1: a literal path in to=']],
      ["const LINKS = [{ to: '/editprofiles', label: 'Edit Profile' }];", ['1: a literal path in to=']],
      ['<a href="/dashBoard">', ['1: a literal path in href=']],
      [
        '<dt>Down Payment (20%)</dt>\n<dt>Down payment (20 %)</dt>',
        ['1: the down payment written as text', '2: the down payment written as text'],
      ],
      [
        'const due = Math.round(total * 0.2);\nconst rest = .2 * total;',
        ['1: the down payment rate written as a number', '2: the down payment rate written as a number'],
      ],
    ];
    for (const [text, found] of offending) {
      expect(offences([{ path: PAGE, text }])).toEqual(found.map((offence) => `${PAGE}:${offence}`));
    }
  });

  it('lets paths and the rate come from their constants', () => {
    const text = [
      '<Route path={CART_PAGE.path} element={<CartPage />} />',
      '<Route path={PATHS.productRequest + "/*"} element={<ProductPage />} />',
      '<Route path="*" element={<NotFoundPage />} />',
      'navigate(PATHS.products);',
      '<Link to={productPagePath(product.id)}>',
      '<a href={`mailto:` + BUSINESS.email} />',
      '<a href="https://x.com/intent/post" />',
      'Down Payment ({formatPercent(DOWN_PAYMENT_RATE)})',
      'const width = total * 0.25;',
    ].join('\n');
    expect(offences([{ path: PAGE, text }])).toEqual([]);
  });
});
