// The imperative antd-mobile APIs, in their own chunk (see feedback.ts).
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as Toast } from 'antd-mobile/es/components/toast';
