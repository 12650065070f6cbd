import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { BANK_STATEMENT_XLSX_LIMITS } from '@society/contracts';

/** A cell as the statement parser reads it. */
export type Cell = string | number | Date | null;

/** Why a workbook was not read: the worker's own answer, or the worker stopped by its ceiling or its clock. */
export type WorkbookRefusal = 'unreadable' | 'noSheet' | 'tooLarge' | 'memory' | 'time';

export class WorkbookRefusedError extends Error {
  override readonly name = 'WorkbookRefusedError';

  constructor(readonly reason: WorkbookRefusal) {
    super(`workbook refused: ${reason}`);
  }
}

export interface WorkbookLimits {
  /** The worker's old generation, MB. */
  heapMb: number;
  timeoutMs: number;
  /** The most the rows handed back may take (16 bytes a cell, plus its text). */
  rowsBytes: number;
}

interface WorkerReply {
  rows?: Cell[][];
  refused?: 'unreadable' | 'noSheet' | 'tooLarge';
}

const WORKER_FILE = path.join(__dirname, 'statement-xlsx-worker.cjs');

/**
 * Reads statements saved as XLSX in a worker thread (statement-xlsx-worker.cjs) with its own heap ceiling and
 * clock, one workbook at a time: a workbook that needs more memory or time than a statement does stops its
 * worker, and is refused, while the API answers on. A worker per workbook (imports are rare): its memory is
 * handed back the moment the rows are.
 */
export class StatementWorkbookReader {
  private readonly logger = new Logger('StatementWorkbook');
  /** The workbook being read: the next waits for it, so two imports never hold two workers' heaps. */
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly limits: WorkbookLimits = {
      heapMb: BANK_STATEMENT_XLSX_LIMITS.workerHeapMb,
      timeoutMs: BANK_STATEMENT_XLSX_LIMITS.workerSeconds * 1000,
      // The rows may take no more than the workbook may unpack to.
      rowsBytes: BANK_STATEMENT_XLSX_LIMITS.unzip.unpackedBytes,
    },
  ) {}

  /** The first sheet's rows (row r at index r - 1). Throws WorkbookRefusedError. */
  read(xlsx: Uint8Array): Promise<Cell[][]> {
    const rows = this.current.then(() => this.run(xlsx));
    this.current = rows.catch(() => undefined);
    return rows;
  }

  private run(xlsx: Uint8Array): Promise<Cell[][]> {
    // A copy of its own, moved to the worker rather than copied again.
    const data = new Uint8Array(xlsx);
    return new Promise<Cell[][]>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, {
        workerData: { data, maxBytes: this.limits.rowsBytes },
        transferList: [data.buffer],
        // Not the API's heap flags: the worker's ceiling is its own.
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: 16 },
      });
      let settled = false;
      const settle = (outcome: Cell[][] | WorkbookRefusedError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        if (outcome instanceof WorkbookRefusedError) reject(outcome);
        else resolve(outcome);
      };
      const timer = setTimeout(() => {
        this.logger.warn(`A statement workbook took more than ${this.limits.timeoutMs} ms to read: its worker was stopped`);
        settle(new WorkbookRefusedError('time'));
      }, this.limits.timeoutMs);
      worker.once('message', (reply: WorkerReply) => settle(reply.rows ?? new WorkbookRefusedError(reply.refused ?? 'unreadable')));
      worker.once('error', (error: Error & { code?: string }) => {
        const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        if (outOfMemory) this.logger.warn(`A statement workbook needed more than the worker's ${this.limits.heapMb} MB: its worker stopped`);
        else this.logger.error(`The statement workbook worker failed: ${error.message}`);
        settle(new WorkbookRefusedError(outOfMemory ? 'memory' : 'unreadable'));
      });
      // Stopped without a word (killed from outside): the workbook is not read.
      worker.once('exit', () => settle(new WorkbookRefusedError('unreadable')));
    });
  }
}
