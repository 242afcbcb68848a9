import { describe, expect, it } from '@jest/globals';
import { moduleFiles } from './module-files';

const MANIFEST_URL = 'https://shop.test/remotes/mf-catalog/mf-manifest.json';

const manifest = (publicPath: string) => ({
  metaData: { publicPath, remoteEntry: { name: 'static/js/mf_catalog.0123456789.js', path: '' } },
  exposes: [
    {
      name: 'App',
      assets: {
        js: { sync: ['static/js/async/app.1.js', 'static/js/async/ui.2.js'], async: ['static/js/async/cart.3.js'] },
        css: { sync: ['static/css/app.4.css'], async: [] },
      },
    },
    { name: 'Other', assets: { js: { sync: ['static/js/async/other.5.js'] } } },
  ],
  pages: { addtocart: ['static/js/async/page-addtocart.6.js', 'static/css/async/page-addtocart.7.css'] },
});

describe('moduleFiles', () => {
  it("names the remote's entry, then the exposed module's own scripts and stylesheets, beside an 'auto' manifest", () => {
    expect(moduleFiles(manifest('auto'), MANIFEST_URL, 'App', '/userproducts')).toEqual([
      { url: 'https://shop.test/remotes/mf-catalog/static/js/mf_catalog.0123456789.js', as: 'script' },
      { url: 'https://shop.test/remotes/mf-catalog/static/js/async/app.1.js', as: 'script' },
      { url: 'https://shop.test/remotes/mf-catalog/static/js/async/ui.2.js', as: 'script' },
      { url: 'https://shop.test/remotes/mf-catalog/static/css/app.4.css', as: 'style' },
    ]);
  });

  it("adds the files of the page the module loads on demand at the path, by the path's first segment", () => {
    expect(moduleFiles(manifest('auto'), MANIFEST_URL, 'App', '/addtocart').slice(4)).toEqual([
      { url: 'https://shop.test/remotes/mf-catalog/static/js/async/page-addtocart.6.js', as: 'script' },
      { url: 'https://shop.test/remotes/mf-catalog/static/css/async/page-addtocart.7.css', as: 'style' },
    ]);
    expect(moduleFiles(manifest('auto'), MANIFEST_URL, 'App', '/addtocart/')).toHaveLength(6);
    expect(
      moduleFiles({ ...manifest('auto'), pages: { addtocart: 'not a list' } }, MANIFEST_URL, 'App', '/addtocart'),
    ).toHaveLength(4);
  });

  it('places the files under a public path the manifest names', () => {
    const files = moduleFiles(manifest('https://cdn.test/catalog/'), MANIFEST_URL, 'Other', '/');
    expect(files.map((file) => file.url)).toEqual([
      'https://cdn.test/catalog/static/js/mf_catalog.0123456789.js',
      'https://cdn.test/catalog/static/js/async/other.5.js',
    ]);
  });

  it('names only the entry for an expose the manifest lacks, and nothing for what is not a manifest', () => {
    expect(moduleFiles(manifest('auto'), MANIFEST_URL, 'Missing', '/')).toHaveLength(1);
    expect(moduleFiles(null, MANIFEST_URL, 'App', '/addtocart')).toEqual([]);
    expect(moduleFiles({ message: 'Not Found' }, MANIFEST_URL, 'App', '/addtocart')).toEqual([]);
  });
});
