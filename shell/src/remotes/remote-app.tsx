import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@qmj/contracts';
import { useLocation } from '@qmj/web-kit/router';
import { ErrorState, Loading } from '@qmj/web-kit/ui';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, useEffect } from 'react';
import { reportBrowserError } from '../browser-errors/browser-errors';
import { SHELL_MESSAGES } from '../messages';
import { useIdleSinceDrawn } from '../when-idle';
import type { NotificationBellModule, RemoteAppModule } from './exposed-modules';
import { sourceOf } from './module-list';
import { forgetPageStart, startPageAt, startPageOf } from './page-start';

/**
 * A remote's component; the runtime keeps what it loaded, so a module started early (./module-list) comes at once.
 * `loaded` is given the module before its component is drawn.
 */
async function loadRemoteComponent<M extends { default: ComponentType }>(
  id: string,
  loaded?: (module: M) => void,
): Promise<ComponentType> {
  const exposed = await loadRemote<M>(id);
  if (!exposed?.default) throw new Error(`${id} has no default export`);
  loaded?.(exposed);
  return exposed.default;
}

interface RemoteModuleProps {
  load: () => Promise<ComponentType>;
  /** The remote it comes from: its failures are reported as its release's. */
  remote: string;
  label: string;
  loading: ReactNode;
  /** What shows when loading or rendering it failed; `retry` starts a new attempt. */
  failure: (retry: () => void) => ReactNode;
}

interface RemoteModuleState {
  Module: ComponentType | null;
  failed: boolean;
}

/**
 * A remote's component inside an error boundary: a remote that is down leaves the rest of the page working, and its
 * failure to load or to render is reported as its release's (docs/deploying-modules.md, Browser errors). Its
 * arrival is a state update, not a suspended lazy component: React holds back the reveal of suspended content until
 * 300 ms after the page last showed a fallback, which on a phone delayed the catalogue's first screen
 * (docs/serving.md#what-loads-when).
 */
class RemoteModule extends Component<RemoteModuleProps, RemoteModuleState> {
  state: RemoteModuleState = { Module: null, failed: false };
  /** Counts attempts, so the answer of an earlier one (or one after unmounting) changes nothing. */
  private attempt = 0;

  componentDidMount(): void {
    this.start();
  }

  componentWillUnmount(): void {
    this.attempt += 1;
  }

  static getDerivedStateFromError(): Partial<RemoteModuleState> {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
    reportBrowserError('load-failed', error, sourceOf(this.props.remote));
  }

  private start(): void {
    this.attempt += 1;
    const attempt = this.attempt;
    this.props.load().then(
      (Module) => {
        if (attempt === this.attempt) this.setState({ Module });
      },
      (error: unknown) => {
        if (attempt !== this.attempt) return;
        console.error(`[shell] ${this.props.label} could not be loaded`, error);
        reportBrowserError('load-failed', error, sourceOf(this.props.remote));
        this.setState({ failed: true });
      },
    );
  }

  retry = (): void => {
    this.setState({ Module: null, failed: false });
    this.start();
  };

  render(): ReactNode {
    const { Module, failed } = this.state;
    if (failed) return this.props.failure(this.retry);
    if (Module === null) return this.props.loading;
    // The module's own pages may load parts on demand.
    return (
      <Suspense fallback={this.props.loading}>
        <Module />
      </Suspense>
    );
  }
}

/**
 * Mounts a remote's `./App`: a loading indicator while it loads, an error panel with Retry when it fails. Each page
 * of it starts (its `startPage`, ./page-start) before it is drawn: as the module arrives, at the location of then,
 * and as the location changes once it has.
 */
export function RemoteApp({ name }: { name: string }) {
  const id = `${name}/App`;
  const location = useLocation();
  // In render, not in an effect: the remote's page renders and runs its own effects before this component's, and a
  // page whose code loads on demand waits for it; from here its reads leave with the navigation. A location starts
  // once, so a render React repeats or drops asks for nothing more (docs/serving.md#what-loads-when).
  startPageAt(name, location);
  useEffect(() => () => forgetPageStart(name), [name]);
  return (
    <RemoteModule
      load={() => loadRemoteComponent<RemoteAppModule>(id, (module) => startPageOf(name, module, window.location))}
      remote={name}
      label={id}
      loading={<Loading />}
      failure={(retry) => <ErrorState className="m-4" message={SHELL_MESSAGES.moduleFailed(name)} onRetry={retry} />}
    />
  );
}

const BELL_ID = `${REMOTE_NAMES.orders}/NotificationBell`;

/**
 * The notifications bell from mf-orders; renders nothing while loading or when the module is down. It is asked
 * for once the page is idle, so its module never competes with the page's own.
 */
export function NotificationBell() {
  if (!useIdleSinceDrawn()) return null;
  return (
    <RemoteModule
      load={() => loadRemoteComponent<NotificationBellModule>(BELL_ID)}
      remote={REMOTE_NAMES.orders}
      label={BELL_ID}
      loading={null}
      failure={() => null}
    />
  );
}
