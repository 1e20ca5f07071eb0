// The one entry to antd-mobile. Each component is imported from its own module: the package
// barrel marks every component's CSS as a side effect, which would put the whole kit in the
// first chunk of every route.
import 'antd-mobile/es/global';

export { default as ActionSheet } from 'antd-mobile/es/components/action-sheet';
export { default as Avatar } from 'antd-mobile/es/components/avatar';
export { default as Badge } from 'antd-mobile/es/components/badge';
export { default as Button } from 'antd-mobile/es/components/button';
export { default as Card } from 'antd-mobile/es/components/card';
export { default as Collapse } from 'antd-mobile/es/components/collapse';
export { default as ConfigProvider } from 'antd-mobile/es/components/config-provider';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Divider } from 'antd-mobile/es/components/divider';
export { default as DotLoading } from 'antd-mobile/es/components/dot-loading';
export { default as Empty } from 'antd-mobile/es/components/empty';
// Loaded when shown (kit-lazy.tsx): they are on many pages and rarely seen.
export { ErrorBlock, Popup, preloadPopup } from './kit-lazy.tsx';
export { default as Form } from 'antd-mobile/es/components/form';
export { default as Image } from 'antd-mobile/es/components/image';
export { default as InfiniteScroll } from 'antd-mobile/es/components/infinite-scroll';
export { default as Input } from 'antd-mobile/es/components/input';
export { default as List } from 'antd-mobile/es/components/list';
export { default as NavBar } from 'antd-mobile/es/components/nav-bar';
export { default as NoticeBar } from 'antd-mobile/es/components/notice-bar';
export { default as Picker } from 'antd-mobile/es/components/picker';
export { default as Result } from 'antd-mobile/es/components/result';
export { default as SearchBar } from 'antd-mobile/es/components/search-bar';
export type { SearchBarRef } from 'antd-mobile/es/components/search-bar';
export { default as Selector } from 'antd-mobile/es/components/selector';
export { default as Skeleton } from 'antd-mobile/es/components/skeleton';
export { default as SpinLoading } from 'antd-mobile/es/components/spin-loading';
export { default as Steps } from 'antd-mobile/es/components/steps';
export { default as Swiper } from 'antd-mobile/es/components/swiper';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
export { default as Tag } from 'antd-mobile/es/components/tag';
export { default as TextArea } from 'antd-mobile/es/components/text-area';
export { default as Toast } from 'antd-mobile/es/components/toast';
export { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
