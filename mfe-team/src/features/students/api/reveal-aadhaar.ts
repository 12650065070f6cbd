import { api } from '@society/web-kit';

interface RevealResponse {
  aadharCard: string;
}

/**
 * POST /api/team/students/{id}/aadhaar → the full number (12 digits). The server records who
 * asked, for which child, and when. The caller keeps it only while the details dialog is open.
 */
export async function revealAadhaar(id: string): Promise<string> {
  const { aadharCard } = await api.post<RevealResponse>(`/team/students/${encodeURIComponent(id)}/aadhaar`);
  return aadharCard;
}
