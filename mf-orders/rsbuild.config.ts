import { DEV_PORTS } from '@qmj/contracts';
import { defineRemoteConfig } from '@qmj/web-kit/mf';

export default defineRemoteConfig({
  name: 'mf_orders',
  devPort: DEV_PORTS.mf_orders,
  exposes: {
    './App': './src/app.tsx',
    './NotificationBell': './src/notification-bell.tsx',
  },
});
