import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DECORATIVE } from '../adapters/icon-defaults.tsx';

export interface QuantityInputProps {
  id?: string;
  /** The field's name when no visible label points at it (`id`). */
  'aria-label'?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A whole-number quantity with translated minus and plus buttons, 24 px targets at least. antd's
 * own step arrows name themselves "Increase Value" / "Decrease Value" in English in every
 * language, so they are off.
 */
export function QuantityInput({ id, value, min, max, onChange, ...rest }: QuantityInputProps) {
  const { t } = useTranslation();
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <Space.Compact className="quantity-input">
      <Button
        icon={<MinusOutlined {...DECORATIVE} />}
        aria-label={t('order.decreaseQuantity')}
        aria-controls={id}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      />
      <InputNumber
        id={id}
        aria-label={rest['aria-label']}
        controls={false}
        min={min}
        max={max}
        precision={0}
        value={value}
        onChange={(v) => onChange(typeof v === 'number' ? clamp(v) : min)}
      />
      <Button
        icon={<PlusOutlined {...DECORATIVE} />}
        aria-label={t('order.increaseQuantity')}
        aria-controls={id}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      />
    </Space.Compact>
  );
}
