import type { LanguagePopupData } from '@gemlane/stores';
import { Button } from 'antd';

export interface LanguageSuggestPopupProps {
  data: LanguagePopupData;
  /** Distance from the right edge (spec: 100 px on desktop, beside the language item). */
  rightOffset: number;
  onContinue: () => void;
  onSwitch: () => void;
}

/** Suggests the browser's language with a continue-with-current and a switch button. */
export function LanguageSuggestPopup({
  data,
  rightOffset,
  onContinue,
  onSwitch,
}: LanguageSuggestPopupProps) {
  return (
    <div
      className="language-suggest"
      role="dialog"
      aria-labelledby="language-suggest-text"
      style={{ right: rightOffset }}
    >
      <p id="language-suggest-text">{data.suggestTips}</p>
      <div className="language-suggest-actions">
        <Button onClick={onContinue}>{data.continueTips}</Button>
        <Button type="primary" onClick={onSwitch}>
          {data.switchTips}
        </Button>
      </div>
    </div>
  );
}
