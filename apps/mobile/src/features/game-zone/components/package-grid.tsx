import type { GamePackage } from '@gemlane/contract';
import { choiceProps, discountPercent } from '@gemlane/stores/purchase';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/hooks/use-format.ts';
import styles from './package-grid.module.css';

export interface PackageGridProps {
  packages: readonly GamePackage[];
  selectedId: number | null;
  onSelect: (pkg: GamePackage) => void;
}

/** Step 2: the packages with price, crossed-out price and discount tag; one is selected. */
export function PackageGrid({ packages, selectedId, onSelect }: PackageGridProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className={styles.grid} role="radiogroup" aria-label={t('mobile.gameZone.selectPackage')}>
      {packages.map((pkg) => {
        const selected = pkg.packageId === selectedId;
        const off = discountPercent(pkg.price, pkg.originalPrice);
        return (
          <button
            key={pkg.packageId}
            {...choiceProps(selected, () => onSelect(pkg))}
            className={selected ? `${styles.card} ${styles.selected}` : styles.card}
          >
            <span className={styles.badges}>
              {pkg.tag ? <span className={styles.tag}>{pkg.tag}</span> : null}
              {off ? <span className={styles.off}>{`-${off}%`}</span> : null}
            </span>
            <img className={styles.image} src={pkg.image} alt="" loading="lazy" />
            <span className={styles.name}>{pkg.name}</span>
            {pkg.bonus > 0 ? (
              <span className={styles.bonus}>
                {t('mobile.gameZone.bonus', { bonus: pkg.bonus })}
              </span>
            ) : null}
            <span className={styles.price}>{format.money(pkg.price)}</span>
            {pkg.originalPrice && off ? (
              <s className={styles.original}>{format.money(pkg.originalPrice)}</s>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
