import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect: (key: K) => void;
  /** Extra class on the root, for a dashboard's own touches. */
  className?: string;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs; only the
 * selected tab is in the Tab order and only its panel is rendered.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, className, children }: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const tabId = (key: string) => `${prefix}tab-${key}`;
  const panelId = (key: string) => `${prefix}panel-${key}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    // useId's ids hold characters a CSS #id selector would need escaped, so match the attribute.
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(tabs[next].key)}"]`)?.focus();
  }

  return (
    <div className={['wk-tabs', className].filter(Boolean).join(' ')}>
      <div ref={listRef} role="tablist" aria-label={label} className="wk-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              className="wk-tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="wk-tabs__panel">
        {children}
      </div>
    </div>
  );
}
