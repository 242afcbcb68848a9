import { DEV_PORTS } from '@qmj/contracts';
import { defineRemoteConfig } from '@qmj/web-kit/mf';

export default defineRemoteConfig({
  name: 'mf_booking',
  devPort: DEV_PORTS.mf_booking,
  exposes: {
    './App': './src/app.tsx',
  },
});
