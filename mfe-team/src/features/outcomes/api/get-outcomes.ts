import { REGISTER_API, type OutcomesView } from '@society/contracts';
import { api } from '@society/web-kit';

/** The year's figures for the society, each centre and each batch (aggregates only). */
export function getOutcomes(academicYear: string): Promise<OutcomesView> {
  return api.get<OutcomesView>(`${REGISTER_API}/outcomes?${new URLSearchParams({ academicYear })}`);
}
