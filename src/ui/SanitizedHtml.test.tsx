// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyInlineStyles, cssDeclarations, withoutInlineStyleMarkup } from './SanitizedHtml';

// DOMPurify does not work under happy-dom (it leaves scripts in), so the sanitising itself, and the way
// from server HTML to styled markup under a strict policy, are tested in the browser (tests/e2e/csp.spec.ts).
describe('withoutInlineStyleMarkup (before DOMPurify parses: a strict policy reports what the parser sees)', () => {
  it('renames style to data-vmx-style in every start tag, whatever the quotes and case', () => {
    expect(
      withoutInlineStyleMarkup(
        '<p style="text-align: center">a</p><SPAN STYLE=\'color: red\'>b</SPAN><i style=color:red>c</i><br/style="x">',
      ),
    ).toBe(
      '<p data-vmx-style="text-align: center">a</p><SPAN data-vmx-style=\'color: red\'>b</SPAN><i data-vmx-style=color:red>c</i><br/data-vmx-style="x">',
    );
  });

  it('drops event handler attributes and a data-vmx-style the server wrote itself', () => {
    expect(withoutInlineStyleMarkup('<img src="a.png" onerror="alert(1)" ONLOAD=x data-vmx-style="position: fixed" alt="">')).toBe(
      '<img src="a.png" alt="">',
    );
  });

  it('drops <style> elements, closed or not', () => {
    expect(
      withoutInlineStyleMarkup(
        '<p>a</p><STYLE media="all">p { color: red }</style ><p>b</p><svg><style>x{}</style></svg><style>never closed',
      ),
    ).toBe('<p>a</p><p>b</p><svg></svg>');
    expect(withoutInlineStyleMarkup('<style-box>kept</style-box>')).toBe('<style-box>kept</style-box>');
  });

  it('leaves text between tags, and attribute values that only look like attributes, as written', () => {
    const html = '<p title="say style=&quot;x&quot; onclick=y">Write style="color: red" in the editor; a > b</p>';
    expect(withoutInlineStyleMarkup(html)).toBe(html);
  });

  it('finishes quickly on a tag that never closes', () => {
    const started = Date.now();
    withoutInlineStyleMarkup(`<p style="a" ${'x '.repeat(5000)}`);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('cssDeclarations', () => {
  it("reads the browser's parse of the text, !important apart; a text that closes the rule adds nothing", () => {
    const declarations = cssDeclarations('color: red; text-align: center !important} p { color: blue');
    expect(declarations).toContainEqual({ property: 'color', value: 'red', important: false });
    expect(declarations).toContainEqual({ property: 'text-align', value: 'center', important: true });
    expect(declarations.map((declaration) => declaration.value)).not.toContain('blue');
  });
});

describe('applyInlineStyles', () => {
  it('sets each data-vmx-style as the inline style, through the CSSOM, and removes the attribute', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p data-vmx-style="text-align: center; color: rgb(1, 2, 3)">x</p><span>y</span>';
    applyInlineStyles(container);
    const paragraph = container.querySelector('p') as HTMLElement;
    expect(paragraph.style.textAlign).toBe('center');
    expect(paragraph.style.color).toBe('rgb(1, 2, 3)');
    expect(container.querySelector('[data-vmx-style]')).toBeNull();
    expect((container.querySelector('span') as HTMLElement).getAttribute('style')).toBeNull();
  });
});
