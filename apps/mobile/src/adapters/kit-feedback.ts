// The imperative antd-mobile APIs, in their own chunk (see feedback.ts). They are the only users of
// the kit's render hook, so it is installed here, with their first use, not on the first paint.
import { installAntdMobileRender } from './antd-mobile-render.ts';

installAntdMobileRender();

export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Toast } from 'antd-mobile/es/components/toast';
