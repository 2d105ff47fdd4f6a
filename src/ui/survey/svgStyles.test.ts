import { SvgRegistry } from 'survey-core';
import { describe, expect, it } from 'vitest';
import { moveSvgStylesToClasses } from './svgStyles';

describe('moveSvgStylesToClasses', () => {
  it('replaces each style attribute by a class and writes its declarations as that class’s rule', () => {
    const { icons, css } = moveSvgStylesToClasses(
      {
        timer:
          '<symbol id="icon-timer"><circle r="70" style="stroke:var(--a);stroke-width:2px" stroke-dasharray="none"/><circle r="70"/></symbol>',
        plain: '<symbol id="icon-plain"><path d="M0 0"/></symbol>',
        single: "<symbol id='icon-single'><rect style='fill:red'/></symbol>",
      },
      'vmx-icon',
    );
    expect(icons).toEqual({
      timer: '<symbol id="icon-timer"><circle r="70" class="vmx-icon-0" stroke-dasharray="none"/><circle r="70"/></symbol>',
      plain: '<symbol id="icon-plain"><path d="M0 0"/></symbol>',
      single: '<symbol id=\'icon-single\'><rect class="vmx-icon-1"/></symbol>',
    });
    expect(css).toBe('.vmx-icon-0{stroke:var(--a);stroke-width:2px}\n.vmx-icon-1{fill:red}');
  });

  it('keeps the style attribute of a tag that has a class, and drops one that would break out of its rule', () => {
    const { icons, css } = moveSvgStylesToClasses(
      { a: '<svg><path class="x" style="fill:red"/><path style="fill:red}body{display:none"/></svg>' },
      'p',
    );
    expect(icons.a).toBe('<svg><path class="x" style="fill:red"/><path/></svg>');
    expect(css).toBe('');
  });

  it('leaves no style attribute in the icons SurveyJS registers', async () => {
    await import('survey-react-ui');
    const registered = SvgRegistry.icons as Record<string, string>;
    expect(Object.values(registered).some((markup) => /\sstyle=/.test(markup))).toBe(true);
    const { icons, css } = moveSvgStylesToClasses(registered, 'vmx-sv-icon');
    expect(Object.values(icons).filter((markup) => /\sstyle=/.test(markup))).toEqual([]);
    expect(css).toContain('stroke:var(--sd-timer-stroke-background-color)');
  });
});
