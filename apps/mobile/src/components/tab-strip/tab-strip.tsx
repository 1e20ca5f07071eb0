import styles from './tab-strip.module.css';

export interface TabStripProps {
  tabs: readonly { key: string; title: string }[];
  active: string | null;
  onChange: (key: string) => void;
  label: string;
}

/** A scrollable row of tabs (role tablist) without an animation library. */
export function TabStrip({ tabs, active, onChange, label }: TabStripProps) {
  return (
    <div className={styles.strip} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          className={tab.key === active ? `${styles.tab} ${styles.active}` : styles.tab}
          onClick={() => onChange(tab.key)}
        >
          {tab.title}
        </button>
      ))}
    </div>
  );
}
