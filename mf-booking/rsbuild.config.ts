import { DEV_PORTS, REMOTE_NAMES } from '@qmj/contracts';
import { defineRemoteConfig } from '@qmj/web-kit/mf';

export default defineRemoteConfig({
  name: REMOTE_NAMES.booking,
  devPort: DEV_PORTS[REMOTE_NAMES.booking],
  exposes: {
    './App': './src/app.tsx',
  },
});
