// What the shell takes from each remote's exposed modules, checked against the types the remotes' sources declare
// (docs/deploying-modules.md, Compatibility): `mf_catalog/App` and the others resolve to declarations emitted by
// packages/web-kit/build/remote-types.mjs, which scripts/typecheck.mjs runs first. A change to an exposed module that
// breaks what the shell takes from it fails the type check on that module's line below.
import type { REMOTE_NAMES } from '@qmj/contracts';
import type { ComponentType } from 'react';
import type { PageStart } from './page-start';

/** A remote's `./App`: a component the shell draws without props (./remote-app), and maybe its pages' start. */
export interface RemoteAppModule extends PageStart {
  default: ComponentType;
}

/** mf_orders' `./NotificationBell`: drawn in the header without props. */
export interface NotificationBellModule {
  default: ComponentType;
}

/** `Module`, when it provides what the shell takes (`Taken`); otherwise a type error where it is named. */
type Fits<Taken, Module extends Taken> = Module;

type RemoteName = (typeof REMOTE_NAMES)[keyof typeof REMOTE_NAMES];

/** Every module the shell loads, by the id it loads it with; every remote's `./App` among them. */
export type ExposedModules = Fits<
  Record<`${RemoteName}/App`, unknown>,
  {
    'mf_catalog/App': Fits<RemoteAppModule, typeof import('mf_catalog/App')>;
    'mf_booking/App': Fits<RemoteAppModule, typeof import('mf_booking/App')>;
    'mf_orders/App': Fits<RemoteAppModule, typeof import('mf_orders/App')>;
    'mf_admin/App': Fits<RemoteAppModule, typeof import('mf_admin/App')>;
    'mf_customizer/App': Fits<RemoteAppModule, typeof import('mf_customizer/App')>;
    'mf_orders/NotificationBell': Fits<NotificationBellModule, typeof import('mf_orders/NotificationBell')>;
  }
>;
