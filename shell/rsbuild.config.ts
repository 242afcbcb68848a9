import { DEV_PORTS } from '@qmj/contracts';
import { defineHostConfig } from '@qmj/web-kit/mf';

export default defineHostConfig({ name: 'shell', devPort: DEV_PORTS.shell });
