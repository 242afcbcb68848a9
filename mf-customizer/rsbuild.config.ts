import { DEV_PORTS, REMOTE_NAMES } from '@qmj/contracts';
import { defineRemoteConfig } from '@qmj/web-kit/mf';

export default defineRemoteConfig({
  name: REMOTE_NAMES.customizer,
  devPort: DEV_PORTS[REMOTE_NAMES.customizer],
  exposes: {
    './App': './src/app.tsx',
  },
});
