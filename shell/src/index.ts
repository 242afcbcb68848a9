import './zod-without-eval';
import { PATHS } from '@qmj/contracts';
import { useSession } from '@qmj/web-kit';
import { bearer, claimPageStart } from '@qmj/web-kit/early';
import { loadLandingPage } from './app';
import { startShell } from './bootstrap';
import { listenForBrowserErrors } from './browser-errors/browser-errors';
import { askFirstReads } from './early/first-reads';
import { sourceAt, startModuleList } from './remotes/module-list';

// The shell provides the shared modules eagerly (its page names their scripts), so there is no async boundary.
// The page's early script (./early) has usually asked for the page's first reads and its module's files already;
// when a fast network brought it last, the shell asks for the reads itself. The module list is read (the page's
// own module started with it), then the shell renders; a visitor's landing page is asked for beside that render.
// Errors are reported from the start, as the shown module's (docs/deploying-modules.md, Browser errors).
listenForBrowserErrors(sourceAt);
const authorization = bearer(useSession.getState().token);
if (claimPageStart() && authorization !== null) askFirstReads(authorization);
if (authorization === null && window.location.pathname === PATHS.landing) loadLandingPage().catch(() => undefined);
startModuleList();
startShell();
