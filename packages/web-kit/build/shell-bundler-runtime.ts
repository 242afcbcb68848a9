// The shell's bundler runtime (./mf.ts puts this module in its place): its own, published for the remotes' entries.
import { provideBundlerRuntime } from './bundler-runtime-provider';

export default provideBundlerRuntime();
