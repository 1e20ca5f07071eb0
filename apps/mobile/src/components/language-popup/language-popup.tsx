import { Button, Popup } from '../../adapters/kit.ts';
import styles from './language-popup.module.css';

export interface LanguagePopupProps {
  visible: boolean;
  /** Language popup data, already in the suggested language. */
  suggestTips: string;
  continueTips: string;
  switchTips: string;
  onContinue: () => void;
  onSwitch: () => void;
}

/** The language suggestion (docs/product.md §2): a bottom sheet with continue and switch. */
export function LanguagePopup({
  visible,
  suggestTips,
  continueTips,
  switchTips,
  onContinue,
  onSwitch,
}: LanguagePopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onContinue} bodyClassName={styles.body}>
      <div role="dialog" aria-label={suggestTips}>
        <p className={styles.text}>{suggestTips}</p>
        <div className={styles.actions}>
          <Button block size="large" onClick={onContinue}>
            {continueTips}
          </Button>
          <Button block size="large" color="primary" onClick={onSwitch}>
            {switchTips}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
