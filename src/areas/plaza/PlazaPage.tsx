/**
 * PlazaPage (/plaza/{i}/{e}/{l}, docs/rules/shell-access-identity.md section 2): the congress's landing hub, a
 * responsive grid of tiles to the live rooms, the lounges, the meeting hub, networking, news and what else the event
 * configures (config_json plaza, core/plaza/config.ts: ours, the rules name the page without describing it). Each
 * tile is a real link with an icon, a title and a short text.
 *
 * Access follows the header's menu guard (docs/rules/shell-access-identity.md section 2: "Opening a menu link checks
 * access for the URL when a user exists; if denied the access-denied dialog shows"): for a signed-in user, a tile
 * whose page, address or Key policy (section 6) closes is marked locked, and opening it shows the access-denied
 * dialog instead; the page it leads to checks again. A visitor who is not signed in follows the link, and the page's
 * own access flow asks them to sign in.
 *
 * Texts: plaza.intro, plaza.tiles, plaza.locked, plaza.tile.<id>.title|text, pageTitle.* (a configured tile without
 * texts of its own). Theme tokens: those of Plaza.styles. Parts: none (a page of vmx-app,
 * not restyled by a host page).
 */
import { useMemo, useState, type MouseEvent } from 'react';
import { internalPath } from '../../core/header';
import { readablePageName } from '../../core/pageTitles';
import { parsePlazaConfig, type PlazaTile } from '../../core/plaza/config';
import { PLAZA_TEXTS } from '../../core/plaza/texts';
import { containerMode, parseRoute } from '../../core/routeParse';
import { rememberDenyReason } from '../../store/denyReasons';
import { usePolicyCheck } from '../../store/policies';
import { useEventContext, useEventState } from '../../store/react';
import { AccessDeniedDialog } from '../../ui/AccessDeniedDialog';
import type { PageProps } from '../../ui/page';
import { useRouteHref } from '../../ui/platformLinks';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { LockNote, Plaza, TileLink, Tiles } from './Plaza.styles';
import { PlazaIcon } from './PlazaIcon';
import { usePlazaText } from './usePlazaText';

type TextKey = keyof typeof PLAZA_TEXTS;

export function PlazaPage({ route }: PageProps) {
  const t = usePlazaText();
  const context = useEventContext();
  const href = useRouteHref();
  const raw = useEventState((state) => state.config.raw);
  const texts = useEventState((state) => state.texts);
  const language = useEventState((state) => state.language);
  const signedIn = useEventState((state) => state.user !== null);
  const check = usePolicyCheck(containerMode(route.query) === 'app');
  const [denied, setDenied] = useState<string | null>(null);
  const config = useMemo(() => {
    const parsed = parsePlazaConfig(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.config;
  }, [raw]);

  const tiles = useMemo(() => {
    /** The reasons of the first policy that closes the tile's target, or null when it is open (as the menu guard). */
    const closedBy = (tile: PlazaTile, target: string): string | null => {
      if (!signedIn || !check) return null;
      const path = internalPath(target, location.origin);
      const results = [];
      if (path !== null) {
        const parsed = parseRoute(path);
        if (parsed.name !== 'not-found') results.push(check('Page', parsed.name));
        results.push(check('Url', path));
      }
      if (tile.key) results.push(check('Key', tile.key));
      const closed = results.find((result) => !result.allowed);
      return closed ? closed.reasons.join(', ') : null;
    };
    return config.tiles.map((tile) => {
      const target = tile.target.kind === 'page' ? href(tile.target.route, tile.target.params) : tile.target.href;
      return { tile, target, closed: closedBy(tile, target) };
    });
  }, [config, href, signedIn, check]);

  const title = (tile: PlazaTile) => {
    if (tile.title) return tile.title;
    const key = `plaza.tile.${tile.id}.title`;
    if (key in PLAZA_TEXTS) return t(key as TextKey);
    return tile.target.kind === 'page' ? readablePageName(texts, tile.target.route) : tile.target.href;
  };
  const text = (tile: PlazaTile) => {
    if (tile.text) return tile.text;
    const key = `plaza.tile.${tile.id}.text`;
    return key in PLAZA_TEXTS ? t(key as TextKey) : null;
  };
  const open = (target: string, closed: string | null) => (event: MouseEvent) => {
    if (closed === null) return;
    event.preventDefault();
    rememberDenyReason(context.instance, closed);
    setDenied(target);
  };

  return (
    <Plaza data-plaza="">
      <p>{config.intro ?? t('plaza.intro')}</p>
      <VisuallyHidden as="h2">{t('plaza.tiles')}</VisuallyHidden>
      <Tiles>
        {tiles.map(({ tile, target, closed }) => {
          const body = text(tile);
          const external = tile.target.kind === 'url' && internalPath(target, location.origin) === null;
          return (
            <li key={tile.id}>
              <TileLink
                href={target}
                data-vmx-tile=""
                data-plaza-tile={tile.id}
                data-locked={closed !== null ? '' : undefined}
                onClick={open(target, closed)}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <PlazaIcon name={tile.icon} />
                <h2>{title(tile)}</h2>
                {body && <p>{body}</p>}
                {closed !== null && (
                  <LockNote>
                    <PlazaIcon name="lock" size={16} />
                    {t('plaza.locked')}
                  </LockNote>
                )}
              </TileLink>
            </li>
          );
        })}
      </Tiles>
      {denied && <AccessDeniedDialog language={language} onClose={() => setDenied(null)} returnUrl={denied} />}
    </Plaza>
  );
}
