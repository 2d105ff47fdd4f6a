/**
 * The footer below every page (docs/rules/shell-access-identity.md section 2, footer and terminal mode): the grids
 * of components (footer boxes, the partner logo grid, HTML), the small or large template, the session
 * colour as its left border, the terminal container's footer image, and the iframe modal of imprint,
 * terms and help. Hidden with noheader, on the pages the event disables it on, and in the app if so
 * configured. Loaded on demand (index.ts): it is below the fold.
 *
 * Texts: footer.close, footer.newTab, footer.logoAlt, footer.socialMedia, footer.telephone, footer.email,
 * footer.website, footer.partners. Theme tokens: --vmx-footer-background, --vmx-footer-text,
 * --vmx-footer-link (else the model's colours, else --vmx-color-*), --vmx-space, --vmx-radius. Parts:
 * footer, footer-grid, footer-box, footer-template, footer-copyright, footer-iframe, dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { isFlagOn } from '../../core/flags';
import { FOOTER_TEXTS } from '../../core/footerTexts';
import {
  FOOTER_GRID_COLUMNS,
  IS_TERMINAL_FLAG,
  footerVisible,
  parseFooterBox,
  parseFooterModel,
  parseFooterSettings,
  visibleComponents,
  type FooterBox,
  type FooterComponent,
  type FooterLink,
} from '../../core/footer';
import { containerMode } from '../../core/routeParse';
import { footerQueries } from '../../store/queries/footer';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import { track } from '../../store/track';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { HostStyle } from '../../ui/theme';
import type { PageProps } from '../../ui/page';
import { FooterBoxView } from './FooterBoxView';
import { FooterModal } from './FooterModal';
import { FooterTemplateView } from './FooterTemplateView';
import { Cell, FooterFrame, Grid, LogoPanel, TerminalImage } from './Footer.styles';
import { FooterTokens } from './footer.tokens';

/** localStorage flags may be unreadable (storage disabled): then they are off. */
function storedFlag(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

function warnAll(warnings: string[]) {
  warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
}

export interface FooterProps extends PageProps {
  /** core/chrome footerShows for this page (noheader), decided by the slot component. */
  chromeAllows: boolean;
  /** The remembered app flag (core/chrome IS_APP_FLAG), read by the slot component. */
  storedApp: boolean;
}

export default function Footer({ route, chromeAllows, storedApp }: FooterProps) {
  const context = useEventContext();
  const t = useTexts(FOOTER_TEXTS);
  const language = useEventState((state) => state.loadedLanguage);
  const raw = useEventState((state) => state.config.raw);
  const seesDrafts = useEventState((state) => state.superUser || state.preview);
  const [modalLink, setModalLink] = useState<FooterLink | null>(null);
  const closeModal = useCallback(() => setModalLink(null), []);

  const container = containerMode(route.query);
  const isApp = container === 'app' || (container === null && storedApp);
  const isTerminal = container === 'terminal' || (container === null && isFlagOn(storedFlag(IS_TERMINAL_FLAG)));
  const settings = useMemo(() => {
    const parsed = parseFooterSettings(raw);
    warnAll(parsed.warnings);
    return parsed.settings;
  }, [raw]);
  const visible = footerVisible(route.name, chromeAllows, settings, isApp);

  const model = useQuery({ ...footerQueries.model(queryScope(context, language ?? '')), enabled: visible && language !== null });
  const footer = useMemo(() => {
    // No model (an error, or none for the event): the defaults, and the industry grids if any.
    const parsed = parseFooterModel(model.data ?? null, raw.industryConfig);
    const boxes = new Map<FooterComponent, FooterBox>();
    parsed.footer.grids.flat().forEach((component, index) => {
      if (component.name === 'FooterBox')
        boxes.set(component, parseFooterBox(component.props, `FooterModel: footer box ${index + 1}`, parsed.warnings));
    });
    warnAll(parsed.warnings);
    return { ...parsed.footer, boxes };
  }, [model.data, raw.industryConfig]);

  if (!visible || language === null || model.isPending) return null;

  // The model's colours go on :host, where footer.tokens.ts puts them between the host page's --vmx-footer-*
  // and the theme (safeCssColour in core/footer.ts lets nothing through that could end a style).
  const modelColours = {
    ...(footer.colours.background ? { 'footer-model-background': footer.colours.background } : {}),
    ...(footer.colours.text ? { 'footer-model-text': footer.colours.text } : {}),
    ...(footer.colours.link ? { 'footer-model-link': footer.colours.link } : {}),
  };
  const style = (footer.sessionColor ? { '--vmx-footer-session-color': footer.sessionColor } : {}) as CSSProperties;
  const imageUrl = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? context.http.url(path) : path);
  const common = { instance: context.instance, event: context.event, language, 'api-base': context.apiBase };

  const renderComponent = (component: FooterComponent) => {
    switch (component.name) {
      case 'FooterBox': {
        const box = footer.boxes.get(component);
        return box ? (
          <FooterBoxView
            box={box}
            t={t}
            onOpenModal={setModalLink}
            onFollow={() => track(context, { kind: 'footer-box', element: box.title ?? undefined })}
          />
        ) : null;
      }
      case 'LogoGrid':
        return (
          <LogoPanel aria-label={t('footer.partners')}>
            <vmx-logo-grid {...common} />
          </LogoPanel>
        );
      case 'Html':
        return typeof component.props.html === 'string' && component.props.html ? <SanitizedHtml html={component.props.html} /> : null;
    }
  };

  return (
    <FooterFrame part="footer" style={style} $bordered={footer.sessionColor !== null} data-template={footer.template}>
      <HostStyle $tokens={modelColours} />
      <FooterTokens />
      {isTerminal && settings.terminalFooterImage && <TerminalImage src={imageUrl(settings.terminalFooterImage)} alt="" />}
      {footer.grids.map((row, rowIndex) => {
        // The home page shows the partners itself: once, not again in the footer.
        const shown = visibleComponents(row, { isApp, seesDrafts }).filter(
          (component) => !(route.name === 'HomePage' && component.name === 'LogoGrid'),
        );
        if (shown.length === 0) return null;
        return (
          <Grid key={rowIndex} part="footer-grid" $columns={FOOTER_GRID_COLUMNS}>
            {shown.map((component, index) => (
              <Cell key={index} data-component={component.name} $span={component.size} $area={component.gridArea}>
                {renderComponent(component)}
              </Cell>
            ))}
          </Grid>
        );
      })}
      <FooterTemplateView
        footer={footer}
        imageUrl={imageUrl}
        t={t}
        onOpenModal={setModalLink}
        onSocial={(network) => track(context, { kind: 'footer-social', element: network })}
      />
      <FooterModal link={modalLink} closeLabel={t('footer.close')} onClose={closeModal} />
    </FooterFrame>
  );
}
