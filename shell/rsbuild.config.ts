import { DEV_PORTS } from '@qmj/contracts';
import { APP_ENVIRONMENT, defineHostConfig } from '@qmj/web-kit/mf';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';

const host = defineHostConfig({ name: 'shell', devPort: DEV_PORTS.shell });

/** The header's purple (packages/web-kit/src/styles.css, --qmj-brand-dark): the browser's bar matches it. */
const THEME_COLOUR = '#4f2566';

// The site's own page: what search results, tabs and a phone's home screen show. The icons and the
// manifest are in ./public, copied to the root of dist; Rsbuild links public/favicon.ico itself.
export default defineConfig((env) =>
  mergeRsbuildConfig(host(env), {
    html: {
      meta: {
        description:
          'QMJ Events and Creative Services: events coverage, photo and video, sound and lighting, and customised products from one team in Lipa City, Batangas.',
        'theme-color': THEME_COLOUR,
      },
      tags: [
        { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icon-192.png' } },
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
      ],
    },
    environments: {
      [APP_ENVIRONMENT]: {
        performance: {
          chunkSplit: {
            strategy: 'split-by-experience',
            // The first render's styles, Bootstrap and the site's own after it, in one stylesheet: one request
            // blocks the first paint instead of two (docs/serving.md#what-loads-when).
            override: {
              cacheGroups: {
                styles: { name: 'styles', type: 'css/mini-extract', chunks: 'initial', enforce: true, priority: 100 },
              },
            },
          },
        },
      },
    },
  }),
);
