import { pageKeyOf, type RemoteDescriptor } from '@qmj/contracts';

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
  /** Our build's addition: the files of each page the module loads on demand, by `pageKeyOf` its path. */
  pages?: Record<string, string[]>;
}

export interface ModuleFile {
  url: string;
  as: 'script' | 'style';
}

/**
 * The files the runtime will load to draw `expose` of the remote whose manifest (read from `manifestUrl`) is
 * `manifest` at `pathname`: its entry, the exposed module's own scripts and stylesheets, then those of the page it
 * loads on demand there, if any. Files are placed by the manifest's public path; 'auto' means beside the manifest.
 */
export function moduleFiles(manifest: unknown, manifestUrl: string, expose: string, pathname: string): ModuleFile[] {
  const { metaData, exposes, pages } = (manifest ?? {}) as FederationManifest;
  const publicPath = metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entry = metaData?.remoteEntry;
  const assets = exposes?.find((e) => e.name === expose)?.assets;
  const pageFiles = pages?.[pageKeyOf(pathname)];
  return [
    ...(entry?.name ? [{ url: at(`${entry.path ? `${entry.path}/` : ''}${entry.name}`), as: 'script' as const }] : []),
    ...(assets?.js?.sync ?? []).map((file) => ({ url: at(file), as: 'script' as const })),
    ...(assets?.css?.sync ?? []).map((file) => ({ url: at(file), as: 'style' as const })),
    ...(Array.isArray(pageFiles) ? pageFiles : []).map((file) => ({
      url: at(file),
      as: file.endsWith('.css') ? ('style' as const) : ('script' as const),
    })),
  ];
}
