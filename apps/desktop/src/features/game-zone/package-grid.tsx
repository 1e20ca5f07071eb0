import type { GamePackage } from '@gemlane/contract';
import { choiceProps, discountPercent } from '@gemlane/stores/purchase';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../components/money.tsx';

export interface PackageGridProps {
  packages: readonly GamePackage[];
  selected: number | null;
  onSelect: (packageId: number) => void;
  currencyName: string;
}

/** The package grid: quantity, bonus, price in the chosen currency, discount and badge tags. */
export function PackageGrid({ packages, selected, onSelect, currencyName }: PackageGridProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <div className="package-grid" role="radiogroup" aria-label={t('topUp.choosePackage')}>
      {packages.map((pkg) => {
        const off = discountPercent(pkg.price, pkg.originalPrice);
        const checked = pkg.packageId === selected;
        return (
          <button
            key={pkg.packageId}
            {...choiceProps(checked, () => onSelect(pkg.packageId))}
            className={`package-card${checked ? ' selected' : ''}`}
          >
            {off !== null ? (
              <span className="package-discount">{t('topUp.discountTag', { percent: off })}</span>
            ) : null}
            {pkg.tag ? <span className="package-tag">{pkg.tag}</span> : null}
            <img src={pkg.image} alt="" width={48} height={48} loading="lazy" />
            <span className="package-name">{pkg.name}</span>
            {pkg.kind === 'currency' && pkg.bonus > 0 ? (
              <span className="package-bonus">
                {t('topUp.bonus', { count: pkg.bonus, currency: currencyName })}
              </span>
            ) : null}
            <span className="package-price">{format(pkg.price)}</span>
            {pkg.originalPrice && off !== null ? (
              <s className="package-original">{format(pkg.originalPrice)}</s>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
