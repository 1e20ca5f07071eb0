// antd's icons name themselves in English ("down", "search", "right", "info-circle"), and a
// screen reader reads that name wherever the icon is not hidden. Every icon of the storefront is
// decorative (the control beside it carries the translated name), so they render hidden and
// without the English name; the kit's own icons get the same through ConfigProvider.
import {
  CheckCircleFilled,
  CheckCircleOutlined,
  CloseCircleFilled,
  CloseCircleOutlined,
  DownOutlined,
  EllipsisOutlined,
  ExclamationCircleFilled,
  ExclamationCircleOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  InfoCircleOutlined,
  LoadingOutlined,
  RightOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { ConfigProviderProps, ResultProps } from 'antd';

/** Spread on an antd icon: hidden from screen readers and without its English name. */
export const DECORATIVE = { 'aria-hidden': true, 'aria-label': undefined } as const;

/**
 * ConfigProvider defaults that replace the kit's self-named icons with decorative ones; the one
 * icon that is a button's only content (Input.Search's button) carries the translated name.
 */
export const kitIcons = ({ search, more }: { search: string; more: string }) =>
  ({
    tabs: { moreIcon: <EllipsisOutlined aria-label={more} /> },
    // A list still loading spins in place of its arrow; the spinner says nothing in English.
    select: {
      suffixIcon: <DownOutlined {...DECORATIVE} />,
      loadingIcon: <LoadingOutlined spin {...DECORATIVE} />,
    },
    collapse: {
      expandIcon: ({ isActive }: { isActive?: boolean }) => (
        <RightOutlined {...DECORATIVE} rotate={isActive ? 90 : 0} />
      ),
    },
    alert: {
      successIcon: <CheckCircleOutlined {...DECORATIVE} />,
      infoIcon: <InfoCircleOutlined {...DECORATIVE} />,
      warningIcon: <ExclamationCircleOutlined {...DECORATIVE} />,
      errorIcon: <CloseCircleOutlined {...DECORATIVE} />,
    },
    inputSearch: { searchIcon: <SearchOutlined aria-label={search} /> },
    inputPassword: {
      iconRender: (visible: boolean) =>
        visible ? <EyeOutlined {...DECORATIVE} /> : <EyeInvisibleOutlined {...DECORATIVE} />,
    },
  }) satisfies Partial<ConfigProviderProps>;

/**
 * The icon of a Result of `status`, as the storefront's other Results draw it: decorative: Result has no
 * ConfigProvider default, and its own icons would read their English names ("warning").
 */
export function resultIcon(status: ResultProps['status']) {
  switch (status) {
    case 'success':
      return <CheckCircleFilled {...DECORATIVE} />;
    case 'error':
      return <CloseCircleFilled {...DECORATIVE} />;
    case 'warning':
    case 'info':
      return <ExclamationCircleFilled {...DECORATIVE} />;
    default:
      return undefined;
  }
}
