import { describe, expect, it } from 'vitest';
import { squeezeCss, squeezeCssTemplates } from './cssTemplates';

describe('squeezeCss', () => {
  it('keeps one space between words and none around braces, semicolons and after colons', () => {
    expect(
      squeezeCss('\n  display: grid;\n  gap: calc(var(--vmx-space, 8px) * 3);\n\n  a:focus-visible {\n    outline: 3px solid red;\n  }\n'),
    ).toBe(' display:grid;gap:calc(var(--vmx-space, 8px) * 3);a:focus-visible{outline:3px solid red;}');
  });

  it('keeps the descendant combinator and quoted strings as written', () => {
    expect(squeezeCss("  [data-tier='Platinum']   & {\n content: ' :  – ';\n }")).toBe(" [data-tier='Platinum'] &{content:' :  – ';}");
  });
});

describe('squeezeCssTemplates', () => {
  it('squeezes styled, css, createGlobalStyle and keyframes templates and leaves interpolations alone', () => {
    const source = [
      'const A = styled.div`\n  color: red;\n  ${rootBox};\n  width: ${({ $w }) => `${$w}px`};\n`;',
      'const B = styled(Link).attrs({ role: "x" })`\n  margin: 0;\n`;',
      'const C = css`\n  a { b: c; }\n`;',
      'const D = createGlobalStyle<{ $t: string }>`\n  :host {\n    display: block;\n  }\n`;',
      'const E = keyframes`\n  from { opacity: 0; }\n`;',
    ].join('\n');
    expect(squeezeCssTemplates(source)).toBe(
      [
        'const A = styled.div` color:red;${rootBox};width:${({ $w }) => `${$w}px`};`;',
        'const B = styled(Link).attrs({ role: "x" })` margin:0;`;',
        'const C = css` a{b:c;}`;',
        'const D = createGlobalStyle<{ $t: string }>` :host{display:block;}`;',
        'const E = keyframes` from{opacity:0;}`;',
      ].join('\n'),
    );
  });

  it('leaves other templates, and a template it cannot read to its end, untouched', () => {
    const other = 'const message = `line one\n    line two`;';
    expect(squeezeCssTemplates(other)).toBe(other);
    const unfinished = 'const A = styled.div`\n  color: ${x';
    expect(squeezeCssTemplates(unfinished)).toBe(unfinished);
  });

  it('keeps a piece with an escape as written', () => {
    const source = 'const A = css`\n  content: "\\2022";\n`;';
    expect(squeezeCssTemplates(source)).toBe(source);
  });
});
