/**
 * Loads the event for the context's current language and puts the event's theme tokens (VMXTheme) on
 * :host, where ui/tokens.ts reads them (the host page's values win, the defaults are the fallback). The
 * colours come with contrast guaranteed: at once, the text on the primary and secondary colours by the spec's
 * brightness rule (core/color.ts); then, for a theme whose text, muted or link colour is not readable on its
 * background (core/readability.ts), those colours nudged until they are (core/contrast.ts themeWithContrast, loaded
 * on demand: a readable theme such as the demo's needs none of it).
 */
import { useEffect, useMemo, useState } from 'react';
import { contrastText } from '../core/color';
import { themeIsReadable } from '../core/readability';
import { useEventLoader, useEventState } from '../store/react';
import { HostStyle } from './theme';
import { TOKENS } from './tokens';

type Theme = Readonly<Record<string, string>>;

/** The text on the theme's primary and secondary colours, where the theme names the colour but not its text. */
function withTextOnColours(theme: Theme): Record<string, string> {
  const tokens: Record<string, string> = { ...theme };
  for (const colour of ['primary', 'secondary'] as const) {
    const background = theme[`color-${colour}`];
    if (background && !theme[`color-on-${colour}`]) tokens[`color-on-${colour}`] = contrastText(background);
  }
  return tokens;
}

export function EventTheme() {
  useEventLoader();
  const theme = useEventState((state) => state.theme);
  const [readable, setReadable] = useState<{ theme: Theme; tokens: Record<string, string> } | null>(null);
  useEffect(() => {
    if (themeIsReadable(theme, TOKENS)) return;
    let current = true;
    void import('../core/contrast').then(({ themeWithContrast }) => {
      if (current) setReadable({ theme, tokens: themeWithContrast(theme, TOKENS) });
    });
    return () => {
      current = false;
    };
  }, [theme]);
  const tokens = useMemo(() => (readable?.theme === theme ? readable.tokens : withTextOnColours(theme)), [readable, theme]);
  return <HostStyle $tokens={tokens} />;
}
