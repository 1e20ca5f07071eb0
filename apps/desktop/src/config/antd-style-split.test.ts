import { describe, expect, it } from 'vitest';
import { topLevelRules } from '@gemlane/env/css-rules';
import { splitAntdCss } from './antd-style-split.ts';

const CSS = [
  '.css-var-x{--ant-color-primary:#1677ff;}',
  '.ant-btn{color:red;}',
  '@keyframes antZoomIn{0%{opacity:0;}100%{opacity:1;}}',
  '.ant-menu{display:block;}',
  '@media (min-width: 576px){.ant-col-sm-1{width:4%;}}',
  '.ant-col{position:relative;}',
  '.ant-col-12{flex:0 0 50%;}',
  '.ant-input-number .ant-input-number-input{width:100%;}',
  '@media (min-width: 576px){.ant-descriptions-item{padding:0;}}',
  '.ant-form-item .ant-picker{width:100%;}',
].join('');

describe('splitAntdCss', () => {
  it('keeps first-paint components and rules naming no component, defers the rest', () => {
    const { firstPaint, deferred } = splitAntdCss(CSS);
    expect(firstPaint).toContain('.ant-btn{');
    expect(firstPaint).toContain('--ant-color-primary');
    expect(firstPaint).toContain('@keyframes antZoomIn');
    // The grid's plain column stays (Form.Item uses it); its numbered spans wait (no first paint sets one).
    expect(firstPaint).toContain('.ant-col{');
    expect(deferred).toContain('.ant-col-sm-1');
    expect(deferred).toContain('.ant-col-12{');
    expect(firstPaint).toContain('.ant-input-number');
    expect(firstPaint).toContain('.ant-form-item .ant-picker');
    expect(deferred).toContain('.ant-menu{');
    expect(deferred).toContain('.ant-descriptions-item');
    expect(deferred).not.toContain('.ant-btn');
  });

  it('loses no rule and keeps at-rules whole', () => {
    const { firstPaint, deferred } = splitAntdCss(CSS);
    const rules = topLevelRules(CSS);
    expect(rules).toHaveLength(10);
    expect(topLevelRules(firstPaint).length + topLevelRules(deferred).length).toBe(rules.length);
    expect(rules).toContain('@keyframes antZoomIn{0%{opacity:0;}100%{opacity:1;}}');
  });
});
