import { CONVERSATION_LIMITS, type QuickReplies } from '@qmj/contracts';

/** The quick replies as the editor shows them: one a line. */
export interface QuickRepliesText {
  replies: string;
}

/** The editor's text as the contract's list: each line a reply, blank lines left out (quickRepliesSchema checks them). */
export function quickRepliesOf({ replies }: QuickRepliesText): QuickReplies {
  return { replies: replies.split('\n').flatMap((line) => (line.trim() ? [line.trim()] : [])) };
}

export function quickRepliesText({ replies }: QuickReplies): QuickRepliesText {
  return { replies: replies.join('\n') };
}

/**
 * The problem to show under the editor: the list's (too many) or its first reply's (too long), since the schema
 * reports a reply's problem under that reply, not under the one text the editor is.
 */
export function quickRepliesProblem(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  // A field's error has a type; anything else holds the errors of the replies, by their index.
  if ('type' in error) return (error as { message?: string }).message;
  return Object.values(error).map(quickRepliesProblem).find(Boolean);
}

export const QUICK_REPLIES_HINT = `Up to ${CONVERSATION_LIMITS.quickReplies} replies, one a line, each at most ${CONVERSATION_LIMITS.quickReplyText} characters.`;
