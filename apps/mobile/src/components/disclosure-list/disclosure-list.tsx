import { useId, useState, type ReactNode } from 'react';
import styles from './disclosure-list.module.css';

export interface DisclosureItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

export interface DisclosureListProps {
  items: readonly DisclosureItem[];
  /** The open item (controlled); omitted: the list keeps it itself, none open at first. */
  openKey?: string | null;
  /** Another item opened, or the open one closed (null). */
  onChange?: (key: string | null) => void;
}

/**
 * Questions and answers, one open at a time (the kit's accordion look). Each title is a real
 * button: the kit's Collapse draws it as an `<a>` without `href`, which search engines read as a
 * link they cannot follow and which the keyboard never reaches.
 */
export function DisclosureList({ items, openKey, onChange }: DisclosureListProps) {
  const [ownKey, setOwnKey] = useState<string | null>(null);
  const open = openKey === undefined ? ownKey : openKey;
  const prefix = useId();
  const toggle = (key: string) => {
    const next = open === key ? null : key;
    if (openKey === undefined) setOwnKey(next);
    onChange?.(next);
  };
  return (
    <div className={styles.list}>
      {items.map((item, index) => {
        const expanded = open === item.key;
        const panelId = `${prefix}-panel-${index}`;
        const titleId = `${prefix}-title-${index}`;
        return (
          <div key={item.key} className={styles.item}>
            <button
              type="button"
              id={titleId}
              className={styles.title}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => toggle(item.key)}
            >
              <span>{item.title}</span>
              <span className={expanded ? styles.arrowOpen : styles.arrow} aria-hidden="true" />
            </button>
            {expanded ? (
              <div id={panelId} role="region" aria-labelledby={titleId} className={styles.content}>
                {item.content}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
