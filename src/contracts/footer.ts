/**
 * Contracts of the footer service (docs/rules/shell-access-identity.md sections 2, 3 and 7), and the resource
 * the reference server keeps the footer model in. Call: src/api/footer.ts; the reference server answers it in
 * server/routes/footer.ts.
 */

/**
 * GET /api/Core/FooterModel?context&shortName&language (docs/rules/shell-access-identity.md sections 3 and 7): the
 * footer model. Grids and SessionColor are ours (the spec's footer grids and session colour, section 2).
 * The client reads it with core/footer parseFooterModel, which tolerates any shape.
 */
export interface FooterModelReply {
  Template: 'Small' | 'Large';
  Logo: string | null;
  LogoUrl: string | null;
  /** HTML. */
  Text: string | null;
  TextCopyright: string | null;
  Background: string | null;
  TextColor: string | null;
  LinkColor: string | null;
  Links: { Name: string; Description: string | null; Links: FooterLinkReply[] }[];
  Icons: FooterLinkReply[];
  /** Rows of components; empty: the industry config's footerGrids (config_json industryConfig.footerGrids). */
  Grids: FooterGridComponentReply[][];
  SessionColor: string | null;
}

/** Open: _blank, _self, or modal (imprint, terms and help open in the iframe modal; Type names them too). */
export interface FooterLinkReply {
  Name: string;
  Url: string;
  Open: string | null;
  Icon: string | null;
  Type?: 'imprint' | 'terms' | 'help' | null;
}

/** A footer grid component: name FooterBox, LogoGrid or Html; size is a column span of 12. */
export interface FooterGridComponentReply {
  name: string;
  props: Record<string, unknown>;
  size: number;
  gridAreas: string | null;
  draft: boolean;
  inAppAppearanceActive: boolean;
}

/** Where the reference server keeps an event's footer model: one resource of this set per language (ours). */
export const FOOTER_MODEL_RESOURCE = { setname: 'FooterModel', resourcename: 'model' } as const;
