import { useId } from 'react';
import { lastPage, PAGE_SIZE_CHOICES } from '@society/contracts';
import { Button } from '@society/web-kit';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, plural: 'donations'. */
  noun: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** While a page loads: the buttons wait. */
  busy?: boolean;
}

// Made on first use, not when the web kit loads: a page's first Intl formatter loads the locale's
// data, about 50 ms of a slow phone's start-up, and only staff lists show a pager.
let countFormat: Intl.NumberFormat | undefined;
const formatCount = (value: number) => (countFormat ??= new Intl.NumberFormat('en-IN')).format(value);

/** Where the table is in its list (rows 26–50 of 60), with previous/next and the page size. */
export function Pager({ page, pageSize, total, noun, onPage, onPageSize, busy = false }: PagerProps) {
  const sizeId = useId();
  const last = lastPage(total, pageSize);
  const first = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const end = Math.min(page * pageSize, total);
  return (
    <nav className="wk-pager" aria-label={`Pages of ${noun}`}>
      <p className="wk-pager__status" aria-live="polite">
        {total === 0 ? `No ${noun}` : first > total || page > last ? `Page ${page} is past the last page (${last})` : `${formatCount(first)}–${formatCount(end)} of ${formatCount(total)} ${noun}`}
      </p>
      <div className="wk-pager__controls">
        <Button variant="ghost" size="sm" disabled={busy || page <= 1} onClick={() => onPage(Math.min(page - 1, last))}>
          Previous
        </Button>
        <span className="wk-pager__page">
          Page {formatCount(page)} of {formatCount(last)}
        </span>
        <Button variant="ghost" size="sm" disabled={busy || page >= last} onClick={() => onPage(page + 1)}>
          Next
        </Button>
        <span className="wk-toolbar__field wk-pager__size">
          <label htmlFor={sizeId}>Rows</label>
          <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
            {PAGE_SIZE_CHOICES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      </div>
    </nav>
  );
}
