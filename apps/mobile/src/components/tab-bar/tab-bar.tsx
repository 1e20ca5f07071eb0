import { Badge } from '../../adapters/kit.ts';
import { GridIcon, HomeIcon, UserIcon } from '../icons/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './tab-bar.module.css';

export type TabName = 'Home' | 'Game' | 'Me';
export const TAB_ORDER: readonly TabName[] = ['Home', 'Game', 'Me'];

export interface TabMark {
  /** A small dot without a number. */
  dot?: boolean;
  /** A count or short text; 0 and '' hide the badge. */
  badge?: number | string;
  /** What the mark means, read by screen readers instead of the bare dot or number (translated). */
  label?: string;
}

export interface TabBarProps {
  /** The selection, by tab name or by index in TAB_ORDER. */
  active: TabName | number | null;
  /** The current game, shown on the Game tab; none -> placeholder icon and the label Game. */
  game?: { name: string; logo: string } | null;
  marks?: Partial<Record<TabName, TabMark>>;
  onSelect: (tab: TabName) => void;
}

/** An item is active when its name or its index matches the selection. */
export function isTabActive(tab: TabName, index: number, active: TabName | number | null): boolean {
  return active === tab || active === index;
}

function withMark(node: React.ReactNode, mark: TabMark | undefined) {
  if (mark?.badge) return <Badge content={mark.badge}>{node}</Badge>;
  if (mark?.dot) return <Badge content={Badge.dot}>{node}</Badge>;
  return node;
}

/** The mark's meaning for screen readers: part of the tab's name ("Me 2 orders in progress"). */
function markLabel(mark: TabMark | undefined) {
  if (!mark?.label || !(mark.badge || mark.dot)) return null;
  return <span className="gl-visually-hidden">{mark.label}</span>;
}

export function TabBar({ active, game, marks, onSelect }: TabBarProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('mobile.tabBarLabel')}>
      {TAB_ORDER.map((tab, index) => {
        const selected = isTabActive(tab, index, active);
        let icon: React.ReactNode;
        let label: string;
        if (tab === 'Home') {
          icon = <HomeIcon />;
          label = t('tabBar.home');
        } else if (tab === 'Me') {
          icon = <UserIcon />;
          label = t('tabBar.me');
        } else if (game) {
          icon = <img className={styles.logo} src={game.logo} alt="" />;
          label = game.name;
        } else {
          icon = <GridIcon data-testid="game-placeholder" />;
          label = t('tabBar.game');
        }
        return (
          <button
            key={tab}
            type="button"
            className={selected ? `${styles.item} ${styles.active}` : styles.item}
            aria-current={selected ? 'page' : undefined}
            data-tab={tab}
            onClick={() => onSelect(tab)}
          >
            <span className={styles.icon} aria-hidden>
              {withMark(icon, marks?.[tab])}
            </span>
            <span className={styles.label}>{label}</span>
            {markLabel(marks?.[tab])}
          </button>
        );
      })}
    </nav>
  );
}
