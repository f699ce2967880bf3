import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  label: string;
  /** Id prefix of the tabs and their panel. */
  idPrefix: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop, arrows move and select, Home and End jump to
 * the ends. At narrow widths the list scrolls sideways; the selected tab is kept in view and a fade
 * on the edge says there is more.
 */
export function Tabs<K extends string>({ items, selected, onSelect, label, idPrefix, children }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const key = items[target]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <>
      <div className={styles.scroller}>
        <div role="tablist" aria-label={label} className={styles.list}>
          {items.map((item, index) => {
            const active = item.key === selected;
            return (
              <button
                key={item.key}
                ref={(node) => {
                  if (node) refs.current.set(item.key, node);
                  else refs.current.delete(item.key);
                }}
                type="button"
                role="tab"
                id={`${idPrefix}-tab-${item.key}`}
                aria-selected={active}
                aria-controls={`${idPrefix}-panel`}
                tabIndex={active ? 0 : -1}
                className={styles.tab}
                onClick={() => onSelect(item.key)}
                onKeyDown={(event) => move(event, index)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
