import { firstReads } from '@qmj/contracts';
import { askEarly, readStoredToken, roleOfToken } from '@qmj/web-kit/early';
import { preload, readJson } from './preload';

/**
 * Asks the API for the signed-in page's first reads (contracts' `firstReads`; an administrator's screen's only for
 * an administrator's stored session), and for the picture they put first on the screen as soon as its read arrives;
 * the page's calls then take these answers.
 */
export function askFirstReads(authorization: string): void {
  const { pathname, search, href } = window.location;
  for (const { path, leadPicture } of firstReads(pathname, search, roleOfToken(readStoredToken()))) {
    const answer = askEarly(path, authorization);
    if (!leadPicture) continue;
    readJson(answer)
      .then((body) => {
        const picture = leadPicture(body);
        if (picture) preload(new URL(picture, href).href, 'image');
      })
      .catch(() => undefined);
  }
}
