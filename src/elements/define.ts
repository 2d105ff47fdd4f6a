/**
 * The one place that knows r2wc. defineElement turns a React component into a vmx-* custom element with
 * an open shadow root, styled-components writing into that shadow root, the event context providers,
 * and one fix, for every element, of each r2wc 2.x pitfall we measured (ARCHITECTURE.md, Elements):
 *
 * 1. A boolean attribute present without a value ('') arrives as undefined: we read '' as true.
 * 2. Removing an attribute does not re-render: we drop the prop and render.
 * 3. A property set before customElements.define is lost (it shadows the accessor): we upgrade it.
 * 4. Moving an element (remove + insert in one task) unmounts and remounts it, losing React state: we
 *    delay the unmount by a microtask and cancel it when the element is connected again. Longer-lived
 *    state lives in the event context's store, which outlives any element.
 * 5. r2wc's events are not composed: elements dispatch vmx-* events through useEmit (ui/host.tsx),
 *    which bubble and are composed.
 * 6. r2wc attaches its shadow root in its constructor, where the autoloader's skeleton may already have one
 *    (skeletons.ts): the element takes that root over, and skeletonReveal.ts swaps the skeleton for the content.
 *
 * Methods: r2wc has none, so each element gets refresh() and the definition's methods as stubs that
 * call what the element's React tree registered (useElementMethods in ui/host.tsx). Before the element
 * has rendered there is nothing to call: a stub then does nothing and returns undefined.
 *
 * This couples to r2wc's internal symbols (Symbol.for('r2wc.*')); the version is pinned in package.json
 * and the element tests cover each fix, so an upgrade that changes them fails loudly.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { StyleSheetManager } from 'styled-components';
import { styleNonceOf } from '../ui/styleNonce';
import { ELEMENT_METHODS, type ElementMethods } from '../ui/host';
import type { CatalogAttributeTypes, CatalogMethodNames } from './catalog';
import type { VmxTag } from './registry';
import { ElementRoot, type ElementKind } from './ElementRoot';
import { revealWhenRendered } from './skeletonReveal';

export type AttributeType = 'string' | 'boolean' | 'number' | 'json';

interface ElementDefinitionBase<P, T extends `vmx-${string}`> {
  tag: T;
  /** The area's component; receives the element's props (camelCase) besides the common ones. */
  component: ComponentType<P>;
  /**
   * event: the element belongs to the event named by its attributes (instance, event, language and
   * api-base are required). standalone: the element finds its event itself (vmx-app, from the address).
   */
  kind: ElementKind;
}

/**
 * A documented element (a tag of the catalog) takes exactly the catalog's attributes and methods (types
 * only: the catalog's text is not in any download); any other tag (tests) takes what it likes.
 */
type ElementApi<T extends `vmx-${string}`> = T extends VmxTag
  ? (keyof CatalogAttributeTypes<T> extends never ? { attributes?: Record<string, never> } : { attributes: CatalogAttributeTypes<T> }) &
      ([CatalogMethodNames<T>] extends [never] ? { methods?: readonly never[] } : { methods: readonly CatalogMethodNames<T>[] })
  : {
      /** Attributes besides the common instance, event, language and api-base. */
      attributes?: Record<string, AttributeType>;
      /** Methods besides refresh(), which every element has; the component registers them (useElementMethods). */
      methods?: readonly string[];
    };

export type ElementDefinition<P, T extends `vmx-${string}` = `vmx-${string}`> = ElementDefinitionBase<P, T> & ElementApi<T>;

/** Every element takes these (ARCHITECTURE.md, Elements). */
export const COMMON_ATTRIBUTES = {
  instance: 'string',
  event: 'string',
  language: 'string',
  apiBase: 'string',
} as const satisfies Record<string, AttributeType>;

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

export function defineElement<P, T extends `vmx-${string}`>(definition: ElementDefinition<P, T>): CustomElementConstructor {
  const existing = customElements.get(definition.tag);
  // Two copies of the bundle may be on a page (say one from a CDN); the first definition wins.
  if (existing) return existing;

  const api = definition as { attributes?: Record<string, AttributeType>; methods?: readonly string[] };
  const types: Record<string, AttributeType> = { ...COMMON_ATTRIBUTES, ...api.attributes };
  const propByAttribute = new Map(Object.keys(types).map((prop) => [kebab(prop), prop]));

  function Root(props: Record<string, unknown> & { container: ShadowRoot }) {
    const host = props.container.host as HTMLElement;
    return createElement(
      StyleSheetManager,
      // A page under a strict Content-Security-Policy gives the element a nonce (or the element it is in
      // has one); our <style> tags carry it.
      { target: props.container as unknown as HTMLElement, nonce: styleNonceOf(host) },
      createElement(ElementRoot, {
        host,
        kind: definition.kind,
        props,
        component: definition.component as ComponentType<Record<string, unknown>>,
      }),
    );
  }

  const Base = r2wc(Root as ComponentType<object>, { shadow: 'open', props: types }) as unknown as new () => R2wcInternals;

  class VmxElement extends Base {
    #pendingUnmount = false;

    constructor() {
      super();
      // The autoloader's skeleton (skeletons.ts) is in this shadow root: it stays until the content is there.
      if (this.shadowRoot) revealWhenRendered(this.shadowRoot);
      // Fix 3: a property set on the element before the upgrade is an own property hiding our accessor.
      for (const prop of Object.keys(types)) {
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      // Fix 1 for attributes present at upgrade time.
      for (const [attribute, prop] of propByAttribute) {
        if (types[prop] === 'boolean' && this.getAttribute(attribute) === '') this[R2WC_PROPS][prop] = true;
      }
    }

    /**
     * r2wc attaches the shadow root in its constructor. The autoloader may have attached one already, holding the
     * element's skeleton (skeletons.ts): a second attachShadow throws, so the element takes that root over.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const prop = propByAttribute.get(name);
      if (prop && value === null) {
        // Fix 2.
        delete this[R2WC_PROPS][prop];
        this[R2WC_RENDER]();
      } else if (prop && value === '' && types[prop] === 'boolean') {
        // Fix 1.
        this[R2WC_PROPS][prop] = true;
        this[R2WC_RENDER]();
      } else {
        super.attributeChangedCallback(name, oldValue, value);
      }
    }

    override connectedCallback(): void {
      this.#pendingUnmount = false;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Fix 4.
      this.#pendingUnmount = true;
      queueMicrotask(() => {
        if (this.#pendingUnmount && !this.isConnected) {
          this.#pendingUnmount = false;
          super.disconnectedCallback();
        }
      });
    }
  }

  for (const name of ['refresh', ...(api.methods ?? [])]) {
    Object.defineProperty(VmxElement.prototype, name, {
      value(this: { [ELEMENT_METHODS]?: ElementMethods }, ...args: never[]) {
        return this[ELEMENT_METHODS]?.[name]?.(...args);
      },
    });
  }

  customElements.define(definition.tag, VmxElement);
  return VmxElement;
}

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}
