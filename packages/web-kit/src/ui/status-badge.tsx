import type { ReactNode } from 'react';

/** The Bootstrap colours a status is shown in. */
export type StatusColour = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark';

/**
 * A record's status as a badge. Bootstrap's `text-bg-*` gives each colour the text that reads on it (dark on
 * warning and info, where white text is under 2:1), so every badge keeps the 4.5:1 contrast (docs/accessibility.md).
 */
export function StatusBadge({ colour, children }: { colour: StatusColour; children: ReactNode }) {
  return <span className={`badge text-bg-${colour} align-self-start`}>{children}</span>;
}
