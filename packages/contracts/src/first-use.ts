/**
 * A value made on its first use, then kept: an `Intl` formatter (its locale and time-zone data) costs far more to make
 * than to use, and on a phone a module that made its formatters as it loaded held the page's first script for tens of
 * milliseconds, formatters the page might never use.
 */
export function onFirstUse<Value>(make: () => Value): () => Value {
  let made: Value | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
