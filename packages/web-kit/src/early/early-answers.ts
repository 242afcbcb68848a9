/** How long an early answer waits for the call it was asked for; an older one would be stale. */
const EARLY_ANSWER_MS = 10_000;

interface EarlyAnswer {
  answer: Promise<Response>;
  askedAt: number;
}

/**
 * The early answers by session and address, each used once, and whether the page's start has been claimed. The
 * page's early script and the apps' bundles are separate builds, so this lives on the page's global object.
 */
interface EarlyState {
  answers: Map<string, EarlyAnswer>;
  startClaimed: boolean;
}

const STATE_KEY = Symbol.for('qmj.early-answers');

function state(): EarlyState {
  const page = globalThis as typeof globalThis & { [STATE_KEY]?: EarlyState };
  page[STATE_KEY] ??= { answers: new Map(), startClaimed: false };
  return page[STATE_KEY];
}

/**
 * True for the first caller only: of the page's early script and the app's entry, whichever runs first asks for
 * the page's first reads (a fast network can bring the early script last), and the other asks for nothing.
 */
export function claimPageStart(): boolean {
  const claimed = !state().startClaimed;
  state().startClaimed = true;
  return claimed;
}

const keyOf = (url: string, authorization: string | null) => `${authorization ?? ''} ${url}`;

const absolute = (path: string) => new URL(path, window.location.href).href;

/**
 * GETs `path` now (with `authorization` when given), so that the page's own call for it, made once its code has
 * arrived, finds the answer under way (docs/serving.md#what-loads-when). Resolves to a copy of the answer for the
 * asker; the page keeps the original for that call.
 */
export function askEarly(path: string, authorization: string | null = null): Promise<Response> {
  const url = absolute(path);
  const answer = fetch(url, { headers: authorization ? { Authorization: authorization } : {} });
  state().answers.set(keyOf(url, authorization), { answer, askedAt: Date.now() });
  // A failure is met by the page's call, which asks again; the copy is made as the answer arrives, before that
  // call can read it.
  answer.catch(() => undefined);
  const copy = answer.then((response) => response.clone());
  copy.catch(() => undefined);
  return copy;
}

/**
 * The early answer to a GET of `path` (once, asked for with the same `authorization`, still fresh), else `ask()`;
 * an early answer that failed is asked for again.
 */
export function earlyAnswerOr(
  path: string,
  authorization: string | null,
  ask: () => Promise<Response>,
): Promise<Response> {
  const key = keyOf(absolute(path), authorization);
  const { answers } = state();
  const taken = answers.get(key);
  answers.delete(key);
  if (!taken || Date.now() - taken.askedAt > EARLY_ANSWER_MS) return ask();
  return taken.answer.catch(ask);
}
