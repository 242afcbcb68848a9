import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@qmj/contracts';
import { ErrorState, Loading } from '@qmj/web-kit/ui';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { SHELL_MESSAGES } from '../messages';
import { useIdleSinceDrawn } from '../when-idle';
import type { NotificationBellModule, RemoteAppModule } from './types';

/** A remote's component, loaded when first rendered (what the runtime does when that fails: ./registry). */
function lazyRemote<M extends { default: ComponentType }>(id: string): LazyExoticComponent<M['default']> {
  return lazy(async () => {
    const exposed = await loadRemote<M>(id);
    if (!exposed?.default) throw new Error(`${id} has no default export`);
    return { default: exposed.default };
  });
}

interface RemoteModuleProps {
  /** Makes a fresh lazy component: React caches a rejected lazy forever, so each attempt needs its own. */
  load: () => LazyExoticComponent<ComponentType>;
  label: string;
  loading: ReactNode;
  /** What shows when loading or rendering it failed; `retry` starts a new attempt. */
  failure: (retry: () => void) => ReactNode;
}

interface RemoteModuleState {
  Module: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

/** A remote's component inside an error boundary: a remote that is down leaves the rest of the page working. */
class RemoteModule extends Component<RemoteModuleProps, RemoteModuleState> {
  state: RemoteModuleState = { Module: this.props.load(), failed: false };

  static getDerivedStateFromError(): Partial<RemoteModuleState> {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
  }

  retry = (): void => this.setState({ Module: this.props.load(), failed: false });

  render(): ReactNode {
    const { Module, failed } = this.state;
    if (failed) return this.props.failure(this.retry);
    return (
      <Suspense fallback={this.props.loading}>
        <Module />
      </Suspense>
    );
  }
}

/** Mounts a remote's `./App`: a loading indicator while it loads, an error panel with Retry when it fails. */
export function RemoteApp({ name }: { name: string }) {
  const id = `${name}/App`;
  return (
    <RemoteModule
      load={() => lazyRemote<RemoteAppModule>(id)}
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
      load={() => lazyRemote<NotificationBellModule>(BELL_ID)}
      label={BELL_ID}
      loading={null}
      failure={() => null}
    />
  );
}
