/**
 * What every element renders inside its shadow root: the host for events, and for event elements the
 * shared event context (found in the registry by instance and event), the context's language kept in
 * step with the element's language attribute, the event's texts and configuration loaded, and the
 * shared theme tokens on :host (ui/tokens.ts, with the event's theme from ui/EventTheme.tsx; an area declares its own).
 * Missing attributes give a readable message instead of a blank element.
 *
 * It also registers the element's refresh() (define.ts), which re-reads the event context's queries.
 *
 * Texts: element.missingAttributes. Theme tokens: the shared ones of ui/tokens.ts (declared on :host here, TokenStyle).
 */
import { useEffect, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import { text } from '../core/texts';
import { refreshEvent } from '../store/loadEvent';
import { EventContextProvider } from '../store/react';
import { EventTheme } from '../ui/EventTheme';
import { eventContextFor } from '../store/registry';
import { HostElementContext, useElementMethods } from '../ui/host';
import { rootBox } from '../ui/theme';
import { TokenStyle } from '../ui/tokens';

export type ElementKind = 'event' | 'standalone';

/** The attributes an event element cannot work without, as written on the element. */
export const REQUIRED_ATTRIBUTES = ['instance', 'event', 'language', 'api-base'] as const;
const REQUIRED_PROPS = { instance: 'instance', event: 'event', language: 'language', 'api-base': 'apiBase' } as const;

interface ElementRootProps {
  host: HTMLElement;
  kind: ElementKind;
  props: Record<string, unknown>;
  component: ComponentType<Record<string, unknown>>;
}

export function ElementRoot({ host, kind, props, component: Component }: ElementRootProps) {
  const { container: _container, ...own } = props;
  return (
    <HostElementContext.Provider value={host}>
      <TokenStyle />
      {kind === 'standalone' ? <Component {...own} /> : <EventElement props={own} component={Component} />}
    </HostElementContext.Provider>
  );
}

function EventElement({
  props,
  component: Component,
}: {
  props: Record<string, unknown>;
  component: ComponentType<Record<string, unknown>>;
}) {
  const missing = REQUIRED_ATTRIBUTES.filter((attribute) => !isFilled(props[REQUIRED_PROPS[attribute]]));
  const instance = props.instance as string;
  const event = props.event as string;
  const language = props.language as string;
  const apiBase = props.apiBase as string;

  // language only seeds a new context: the registry keeps one per instance and event, so another language
  // finds the same context (its language is state inside it, set below).
  const context = useMemo(
    () => (missing.length === 0 ? eventContextFor({ instance, event, language, apiBase }) : null),
    [missing.length, instance, event, language, apiBase],
  );

  useEffect(() => {
    if (context && language) context.store.getState().setLanguage(language);
  }, [context, language]);

  // element.refresh(): every read of the event context again (the elements on the page share them).
  useElementMethods({ refresh: () => (context ? refreshEvent(context) : undefined) });

  if (!context) {
    return <Message role="alert">{text({}, 'element.missingAttributes', { names: missing.join(', ') })}</Message>;
  }
  return (
    <EventContextProvider context={context}>
      <EventTheme />
      <ElementBox>
        <Component {...props} />
      </ElementBox>
    </EventContextProvider>
  );
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The element's own text styles (ui/theme.ts rootBox), around whatever the area renders: inherited
 * properties (font, colour, spacing, alignment) would otherwise flow in from the host page. No box of
 * its own (display: contents), so an area's layout is as if it were the shadow root's child.
 */
const ElementBox = styled.div`
  ${rootBox};
  display: contents;
`;

const Message = styled.p`
  ${rootBox};
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid #b42318;
  border-radius: var(--vmx-radius);
  background: #fef3f2;
  color: #7a271a;
`;
