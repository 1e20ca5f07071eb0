// Stylesheets the antd-styles plugin of vite.config.ts generates from antd/dist/antd.css.
declare module 'virtual:antd-first-paint.css';
declare module 'virtual:antd-deferred.css';
