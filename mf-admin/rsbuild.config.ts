import { DEV_PORTS } from '@qmj/contracts';
import { defineRemoteConfig } from '@qmj/web-kit/mf';

export default defineRemoteConfig({
  name: 'mf_admin',
  devPort: DEV_PORTS.mf_admin,
  exposes: {
    './App': './src/app.tsx',
  },
});
