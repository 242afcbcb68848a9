/** Shell texts not (yet) in @qmj/contracts. */
export const SHELL_MESSAGES = {
  registered: 'Account created. You can now log in.',
  somethingWrong: 'Something went wrong. Please try again.',
  pageFailed: 'This page could not be loaded. Please try again.',
  messagesFailed: 'Your messages could not be loaded. Please try again.',
  moduleFailed: (name: string) => `The module "${name}" could not be loaded.`,
} as const;
