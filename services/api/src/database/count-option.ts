/** `--name N` or `--name=N` from the command line: a whole number from 1 to 5,000,000, or undefined when absent. */
export function countOption(argv: readonly string[], name: string): number | undefined {
  const flag = `--${name}`;
  const index = argv.indexOf(flag);
  const raw = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith(`${flag}=`))?.split('=')[1];
  if (raw === undefined) return undefined;
  const count = Number(raw);
  if (!Number.isInteger(count) || count <= 0 || count > 5_000_000) {
    throw new Error(`${flag} must be a whole number from 1 to 5000000, got '${raw}'`);
  }
  return count;
}
