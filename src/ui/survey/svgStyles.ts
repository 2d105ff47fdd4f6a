/**
 * SVG markup without style attributes: each style="…" becomes a class, and its declarations a rule of
 * a stylesheet. A Content-Security-Policy whose style-src has no 'unsafe-inline' refuses a style
 * attribute parsed from markup (innerHTML) but not a <style> carrying the page's nonce, so the same
 * looks survive such a policy. For SurveyJS's icon sprite (SurveyForm.tsx).
 */

export interface SvgStylesMoved {
  /** The markup by id, style attributes replaced by classes. */
  icons: Record<string, string>;
  /** One rule per replaced attribute: `.prefix-N{declarations}`. */
  css: string;
}

const STYLE_ATTRIBUTE = /(<[a-zA-Z][^<>]*?)\sstyle=(?:"([^"]*)"|'([^']*)')([^<>]*>)/g;

export function moveSvgStylesToClasses(icons: Record<string, string>, classPrefix: string): SvgStylesMoved {
  const rules: string[] = [];
  const moved: Record<string, string> = {};
  for (const [id, markup] of Object.entries(icons)) {
    moved[id] = markup.replace(
      STYLE_ATTRIBUTE,
      (whole, before: string, doubleQuoted: string | undefined, singleQuoted: string | undefined, after: string) => {
        // A tag that has a class already keeps its style attribute: two class attributes would drop one.
        if (/\sclass=/.test(before) || /\sclass=/.test(after)) return whole;
        const declarations = doubleQuoted ?? singleQuoted ?? '';
        // A rule's text cannot close the block it is in.
        if (/[{}<]/.test(declarations)) return `${before}${after}`;
        const name = `${classPrefix}-${rules.length}`;
        rules.push(`.${name}{${declarations}}`);
        return `${before} class="${name}"${after}`;
      },
    );
  }
  return { icons: moved, css: rules.join('\n') };
}
