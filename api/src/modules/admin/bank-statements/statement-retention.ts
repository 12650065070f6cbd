import type { BankStatementRepository } from '../../../database/repositories/bank-statement.repository';
import type { RetentionTarget } from '../../../retention/retention-targets';
import type { FileStorage } from '../../../storage/file-storage';

/**
 * The retention schedule's part for imported statement files (issue 33, item 7): a file goes once its period
 * has passed since its import; the record of the import, and the credit lines in the books, stay (they are
 * the donation records' evidence, kept with them). Ready for RetentionService's targets once the schedule
 * has a kind for it (RETENTION_KINDS, its period and the privacy notice's row are the lead's):
 * `{ kind: 'bankStatements', ...statementFilesRetention(statements, storage) }`.
 */
export function statementFilesRetention(statements: BankStatementRepository, storage: FileStorage): Omit<RetentionTarget, 'kind'> {
  return {
    find: async (cutoff, limit) => {
      const found = await statements.filesImportedBy(cutoff, limit);
      return {
        total: found.total,
        items: found.items.map((statement) => ({ id: String(statement._id), label: `Bank statement ${statement.fileName} (${statement.bankName})`, since: statement.createdAt })),
      };
    },
    purge: async (cutoff) => {
      let removed = 0;
      // A batch at a time: the file goes first, then the record forgets it (a run that stops between the two
      // leaves a record whose missing file the next run removes again, which is no error).
      for (;;) {
        const { items } = await statements.filesImportedBy(cutoff, 100);
        let forgotten = 0;
        for (const statement of items) {
          if (!statement.filePath) continue;
          await storage.remove(statement.filePath);
          if (await statements.forgetFile(String(statement._id), statement.filePath)) forgotten += 1;
        }
        removed += forgotten;
        if (forgotten === 0) return removed;
      }
    },
  };
}
