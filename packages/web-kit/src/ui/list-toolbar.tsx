import type { ListQueryControls } from '../lists/list-query';
import { SearchBox } from './search-box';
import { ToolbarSelect } from './toolbar-select';

/** Options of a toolbar choice, in the order shown: the value sent and the words the person reads. */
type Choices = ReadonlyArray<readonly [value: string, label: string]>;

export interface ListToolbarProps<F extends string> {
  /** The list's page, search, filter and sort in the address (useListQuery). */
  list: ListQueryControls<F>;
  /** What the search looks in, as the field's placeholder ('Email or name'). */
  searchPlaceholder: string;
  /** The list's filter beside the search ('Role', 'Show', 'Status'), by its parameter's name. */
  filter?: { name: F; label: string; options: Choices };
  /** The orders offered under 'Sort'; a list the server orders one way only has none. */
  sorts?: Choices;
}

/** Above a staff list: Search, then the list's filter and its Sort, all kept in the address. */
export function ListToolbar<F extends string>({ list, searchPlaceholder, filter, sorts }: ListToolbarProps<F>) {
  return (
    <div className="wk-toolbar">
      <SearchBox label="Search" placeholder={searchPlaceholder} value={list.query.search} onSearch={list.setSearch} />
      {filter ? (
        <ToolbarSelect label={filter.label} value={list.query[filter.name]} options={filter.options} onChange={(value) => list.setFilter(filter.name, value)} />
      ) : null}
      {sorts ? <ToolbarSelect label="Sort" value={list.query.sort} options={sorts} onChange={list.setSort} /> : null}
    </div>
  );
}
