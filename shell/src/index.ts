import { firstReads } from '@qmj/contracts';
import { askEarly, useSession } from '@qmj/web-kit';
import { startShell } from './bootstrap';
import { startModuleList } from './remotes/module-list';

// The shell provides the shared modules eagerly (its page names their scripts), so there is no async boundary.
// The module list (and the page's own remote) and the page's first API reads start, then the shell renders.
startModuleList();
askEarly(firstReads(window.location.pathname, window.location.search, useSession.getState().token !== null));
startShell();
