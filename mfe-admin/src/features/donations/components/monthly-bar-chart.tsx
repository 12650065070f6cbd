import { useId } from 'react';
import { formatInr } from '../../../utils/format';
import type { MonthTotal } from '../../../utils/financial-year';

const compactInr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * Donations per month as CSS bars: no chart library to download, sharp at any width, and read by
 * screen readers as a plain list of 'April 2025: ₹12,000.00'.
 */
export function MonthlyBarChart({ months, caption }: { months: MonthTotal[]; caption: string }) {
  const captionId = useId();
  const max = Math.max(0, ...months.map((month) => month.total));
  return (
    <figure className="adm-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="adm-chart__caption">
        {caption}
      </figcaption>
      <div className="adm-chart__plot">
        <div className="adm-chart__axis" aria-hidden="true">
          <span>{compactInr.format(max)}</span>
          <span>{compactInr.format(0)}</span>
        </div>
        <ol className="adm-chart__bars">
          {months.map((month) => {
            const height = max > 0 ? (month.total / max) * 100 : 0;
            return (
              <li key={month.long} className="adm-chart__month" title={`${month.long}: ${formatInr(month.total)}`}>
                <span className="adm-chart__track" aria-hidden="true">
                  <span className="adm-chart__bar" style={{ height: `${height}%` }} />
                </span>
                <span className="adm-chart__label" aria-hidden="true">
                  <span className="adm-chart__label-short">{month.short}</span>
                  <span className="adm-chart__label-narrow">{month.narrow}</span>
                </span>
                <span className="wk-visually-hidden">
                  {month.long}: {formatInr(month.total)}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </figure>
  );
}
