import { DEV_PORTS } from '@qmj/contracts';
import { defineRemoteConfig } from '@qmj/web-kit/mf';

export default defineRemoteConfig({
  name: 'mf_customizer',
  devPort: DEV_PORTS.mf_customizer,
  exposes: {
    './App': './src/app.tsx',
  },
});
