import type { RemoteDescriptor } from '@qmj/contracts';

/** Where a remote's manifest is: a relative address in `/remotes.json` is placed against the page, so 'auto' works. */
export const manifestUrlOf = (remote: Pick<RemoteDescriptor, 'manifest'>): string =>
  new URL(remote.manifest, window.location.href).href;

/** The parts of a Module Federation manifest (mf-manifest.json) that name the files of an exposed module. */
interface ExposedAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: ExposedAssets }[];
}

export interface ModuleFile {
  url: string;
  as: 'script' | 'style';
}

/**
 * The files the runtime will load to draw `expose` of the remote whose manifest (read from `manifestUrl`) is
 * `manifest`: its entry, then the exposed module's own scripts and stylesheets. Files are placed by the manifest's
 * public path; 'auto' means beside the manifest.
 */
export function moduleFiles(manifest: unknown, manifestUrl: string, expose: string): ModuleFile[] {
  const { metaData, exposes } = (manifest ?? {}) as FederationManifest;
  const publicPath = metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entry = metaData?.remoteEntry;
  const assets = exposes?.find((e) => e.name === expose)?.assets;
  return [
    ...(entry?.name ? [{ url: at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), as: 'script' as const }] : []),
    ...(assets?.js?.sync ?? []).map((file) => ({ url: at(file), as: 'script' as const })),
    ...(assets?.css?.sync ?? []).map((file) => ({ url: at(file), as: 'style' as const })),
  ];
}
