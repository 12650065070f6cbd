import type { ReactNode } from 'react';

/** The dashed box a staff list shows when it has nothing to list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="wk-empty">{children}</p>;
}
