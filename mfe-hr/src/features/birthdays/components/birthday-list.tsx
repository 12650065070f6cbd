import { useCallback, useId, useState } from 'react';
import { MESSAGES } from '@society/contracts';
import { EmptyState, ErrorView, PageSpinner } from '@society/web-kit';
import { currentMonth, MONTH_NAMES } from '../../../utils/format';
import { getBirthdays } from '../api/get-birthdays';
import { useMailEnabled } from '../api/get-mail-status';
import { groupBirthdays, type MonthFilter } from '../utils/group-birthdays';
import { BirthdayWishButton, WISH_UNAVAILABLE } from './birthday-wish-button';
import { useLoad } from '@society/web-kit/staff';

/** Birthdays by month (SPEC §2 'Birthday List'), starting on the current month; the server picks the month's people. */
export function BirthdayList() {
  const selectId = useId();
  const [filter, setFilter] = useState<MonthFilter>(() => currentMonth());
  const { state, reload } = useLoad(useCallback(() => getBirthdays(filter), [filter]));
  const groups = state.status === 'loaded' ? groupBirthdays(state.data) : [];
  const mailEnabled = useMailEnabled();

  return (
    <section className="hr-panel" aria-labelledby="hr-birthdays-title">
      <div className="hr-panel__head">
        <h2 id="hr-birthdays-title">Birthday List</h2>
        <div className="wk-toolbar__field">
          <label htmlFor={selectId}>Month</label>
          <select
            id={selectId}
            value={String(filter)}
            onChange={(event) => setFilter(event.target.value === 'all' ? 'all' : Number(event.target.value))}
          >
            <option value="all">All Months</option>
            {MONTH_NAMES.map((name, month) => (
              <option key={name} value={month}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {state.status === 'loading' ? (
        <PageSpinner label="Loading birthdays" />
      ) : state.status === 'failed' ? (
        <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} />
      ) : groups.length === 0 ? (
        <EmptyState>{filter === 'all' ? 'No birthdays found' : `No birthdays in ${MONTH_NAMES[filter]}.`}</EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.month} className="hr-birthday-month" aria-labelledby={`${selectId}-m${group.month}`}>
            <h3 id={`${selectId}-m${group.month}`}>
              {MONTH_NAMES[group.month]} <span className="hr-muted">({group.birthdays.length})</span>
            </h3>
            <div className="wk-table-wrap hr-table-wrap">
              <table className="wk-table hr-table hr-table--birthdays">
                <caption className="wk-visually-hidden">Birthdays in {MONTH_NAMES[group.month]}, by day</caption>
                <colgroup>
                  <col />
                  <col />
                  <col />
                  <col />
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col" className="hr-table__name">
                      Name
                    </th>
                    <th scope="col">Email</th>
                    <th scope="col">Birthday</th>
                    <th scope="col" className="wk-table__actions-head">
                      Wish
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.birthdays.map(({ person, day, month }) => (
                    <tr key={person._id}>
                      <td className="wk-table__strong hr-table__name">{person.name}</td>
                      <td className="hr-table__email">{person.email}</td>
                      <td className="wk-table__nowrap">
                        {day} {MONTH_NAMES[month]}
                      </td>
                      <td className="wk-table__actions">
                        <BirthdayWishButton person={person} mailEnabled={mailEnabled} unavailableNoteId={`${selectId}-note`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
      {mailEnabled ? null : (
        <p id={`${selectId}-note`} className="hr-muted hr-note">
          {WISH_UNAVAILABLE}
        </p>
      )}
    </section>
  );
}
