// antd's rules for components no first paint uses, then the app's overrides of those components
// (after them, so equal-specificity overrides still win).
import 'virtual:antd-deferred.css';
import './deferred-overrides.css';
