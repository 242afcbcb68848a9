// Which release of each remote this shell runs (docs/deploying-modules.md, Compatibility).
import { HOST_CONTRACT_VERSION, hostSatisfies, MODULE_RELEASE_MESSAGES, type RemoteDescriptor } from '@qmj/contracts';
import { reportBrowserError } from '../browser-errors/browser-errors';

/** A release the shell passed over: it needs more than the shell provides. */
export interface SkippedRelease {
  version?: string;
  hostRange: string;
}

export interface CompatibleRelease {
  /** The descriptor with the chosen release's manifest, version and host range; null when none fits. */
  remote: RemoteDescriptor | null;
  /** The releases passed over before it, newest first. */
  skipped: SkippedRelease[];
}

/**
 * The first of a descriptor's release and its fallbacks (newest first) whose host range the shell's
 * HOST_CONTRACT_VERSION satisfies; one without a range (the deployment's built-in module) is always taken.
 */
export function compatibleRelease({ fallbacks = [], ...descriptor }: RemoteDescriptor): CompatibleRelease {
  const skipped: SkippedRelease[] = [];
  for (const candidate of [descriptor, ...fallbacks]) {
    const { manifest, version, hostRange } = candidate;
    if (hostRange === undefined || hostSatisfies(hostRange)) {
      return { remote: { name: descriptor.name, paths: descriptor.paths, manifest, version, hostRange }, skipped };
    }
    skipped.push({ version, hostRange });
  }
  return { remote: null, skipped };
}

/**
 * Each remote's first release the shell can run, the releases skipped before it reported. A remote with none keeps
 * its paths without a manifest and is not registered: its pages show the error panel, as for a failed load.
 */
export function chooseReleases(remotes: RemoteDescriptor[]): RemoteDescriptor[] {
  return remotes.map((descriptor) => {
    const { remote, skipped } = compatibleRelease(descriptor);
    for (const { version, hostRange } of skipped) {
      const needs = MODULE_RELEASE_MESSAGES.incompatible(
        descriptor.name,
        version ?? '',
        hostRange,
        HOST_CONTRACT_VERSION,
      );
      reportBrowserError('incompatible', needs, { remote: descriptor.name, version });
    }
    return remote ?? { name: descriptor.name, manifest: '', paths: descriptor.paths };
  });
}
