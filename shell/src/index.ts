import { startModuleList } from './remotes/module-list';

// The module list (and the page's own remote) load while the shared modules do.
startModuleList();
// Async boundary: the shared singletons are negotiated before any app code runs.
import('./bootstrap');
