export declare const REMOTE_TYPES_DIR: string;
export declare function exposesOf(configFile: string): { expose: string; file: string }[];
export declare function emitRemoteTypes(
  root: string,
  remotes: { name: string; folder: string }[],
  outDir?: string,
): { status: number; output: string };
