import { loadRemote } from '@module-federation/enhanced/runtime';
import { Loading } from '@qmj/web-kit';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
  useState,
} from 'react';
import { Alert, Button } from 'react-bootstrap';
import { SHELL_MESSAGES } from '../messages';
import { ensureRemotesConfig, forgetFailedRemote } from './registry';
import type { NotificationBellModule, RemoteAppModule } from './types';

interface BoundaryProps {
  fallback: ReactNode;
  label: string;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A fresh lazy component per attempt: React caches a rejected lazy forever. */
function lazyRemote<P extends object>(
  id: string,
  pick: (mod: unknown) => ComponentType<P> | undefined,
  isRetry = false,
) {
  return lazy(async () => {
    await ensureRemotesConfig();
    if (isRetry) await forgetFailedRemote(id.split('/')[0]);
    const mod = await loadRemote<unknown>(id);
    const component = pick(mod);
    if (!component) throw new Error(`${id} has no default export`);
    return { default: component };
  });
}

function pickDefault<M extends { default: ComponentType }>(mod: unknown): M['default'] | undefined {
  return (mod as M | null | undefined)?.default;
}

export function RemoteError({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <Alert variant="danger" className="m-4 d-flex flex-wrap align-items-center gap-3">
      <span>{SHELL_MESSAGES.moduleFailed(name)}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/** Mounts a remote's `./App`: a loading indicator while it loads, an error panel with Retry when it fails. */
export function RemoteApp({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  const App = useMemo(() => lazyRemote(`${name}/App`, pickDefault<RemoteAppModule>, attempt > 0), [name, attempt]);
  return (
    <RemoteBoundary
      key={attempt}
      label={`${name}/App`}
      fallback={<RemoteError name={name} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Loading />}>
        <App />
      </Suspense>
    </RemoteBoundary>
  );
}

/** The notifications bell from mf-orders; renders nothing while loading or when the module is down. */
export function NotificationBell() {
  const Bell = useMemo(() => lazyRemote('mf_orders/NotificationBell', pickDefault<NotificationBellModule>), []);
  return (
    <RemoteBoundary label="mf_orders/NotificationBell" fallback={null}>
      <Suspense fallback={null}>
        <Bell />
      </Suspense>
    </RemoteBoundary>
  );
}
