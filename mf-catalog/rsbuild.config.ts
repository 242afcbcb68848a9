import { DEV_PORTS } from '@qmj/contracts';
import { defineRemoteConfig } from '@qmj/web-kit/mf';

export default defineRemoteConfig({
  name: 'mf_catalog',
  devPort: DEV_PORTS.mf_catalog,
  exposes: {
    './App': './src/app.tsx',
  },
});
