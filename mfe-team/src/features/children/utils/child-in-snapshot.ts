import type { BatchView, RegisterChild, RegisterSnapshot } from '@society/contracts';

/** The child as the phone last synced it, with their batch: what their page shows without a network. */
export function childInSnapshot(snapshot: RegisterSnapshot, studentId: string): { child: RegisterChild; batch: BatchView } | null {
  for (const batch of snapshot.batches) {
    const child = snapshot.children[batch.id]?.find((candidate) => candidate.studentId === studentId);
    if (child) return { child, batch };
  }
  return null;
}
