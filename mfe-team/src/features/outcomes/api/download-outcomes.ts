import { REGISTER_API } from '@society/contracts';
import { downloadFile } from '@society/web-kit';

/** The same figures as CSV (UTF-8 with BOM, for a spreadsheet). */
export function downloadOutcomes(academicYear: string): Promise<void> {
  return downloadFile(`${REGISTER_API}/outcomes.csv?${new URLSearchParams({ academicYear })}`, `outcomes-${academicYear}.csv`);
}
