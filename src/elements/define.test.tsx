// @vitest-environment happy-dom
import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENT_METHODS, useElementMethods, useEmit } from '../ui/host';
import { defineElement } from './define';

interface ProbeProps {
  flag?: boolean;
  label?: string;
}

function Probe({ flag, label }: ProbeProps) {
  const [count, setCount] = useState(0);
  const emit = useEmit();
  useElementMethods(useMemo(() => ({ refresh: () => setCount(0), add: (step: number) => setCount((value) => value + step) }), []));
  return (
    <button
      type="button"
      data-flag={String(flag)}
      data-label={label ?? '(none)'}
      onClick={() => {
        setCount(count + 1);
        emit('vmx-session-open', { sessionId: String(count + 1) });
      }}
    >
      {count}
    </button>
  );
}

let counter = 0;
function defineProbe(): `vmx-${string}` {
  const tag = `vmx-probe-${++counter}` as const;
  defineElement({ tag, kind: 'standalone', component: Probe, attributes: { flag: 'boolean', label: 'string' }, methods: ['add'] });
  return tag;
}

function button(element: Element): HTMLButtonElement {
  const found = element.shadowRoot?.querySelector('button');
  if (!found) throw new Error('not rendered yet');
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineElement', () => {
  it('renders the component into an open shadow root', async () => {
    const tag = defineProbe();
    const element = document.createElement(tag);
    document.body.append(element);
    await vi.waitFor(() => expect(button(element).textContent).toBe('0'));
    expect(element.shadowRoot?.mode).toBe('open');
  });

  it('reads a boolean attribute present without a value as true', async () => {
    const tag = defineProbe();
    document.body.innerHTML = `<${tag} flag></${tag}>`;
    const element = document.querySelector(tag)!;
    await vi.waitFor(() => expect(button(element).dataset.flag).toBe('true'));

    const later = document.createElement(tag);
    document.body.append(later);
    await vi.waitFor(() => expect(button(later).dataset.flag).toBe('undefined'));
    later.setAttribute('flag', '');
    await vi.waitFor(() => expect(button(later).dataset.flag).toBe('true'));
  });

  it('re-renders when an attribute is removed', async () => {
    const tag = defineProbe();
    document.body.innerHTML = `<${tag} label="hello" flag></${tag}>`;
    const element = document.querySelector(tag)!;
    await vi.waitFor(() => expect(button(element).dataset.label).toBe('hello'));
    element.removeAttribute('label');
    element.removeAttribute('flag');
    await vi.waitFor(() => expect(button(element).dataset.label).toBe('(none)'));
    expect(button(element).dataset.flag).toBe('undefined');
  });

  it('keeps a property set before the element was defined', async () => {
    const tag = `vmx-probe-early-${++counter}` as const;
    const element = document.createElement(tag) as HTMLElement & { label?: string };
    element.label = 'set early';
    document.body.append(element);
    defineElement({ tag, kind: 'standalone', component: Probe, attributes: { flag: 'boolean', label: 'string' } });
    await vi.waitFor(() => expect(button(element).dataset.label).toBe('set early'));
    expect(element.getAttribute('label')).toBe('set early');
  });

  it('keeps its state when moved to another place in the page', async () => {
    const tag = defineProbe();
    const first = document.createElement('section');
    const second = document.createElement('section');
    document.body.append(first, second);
    const element = document.createElement(tag);
    first.append(element);
    await vi.waitFor(() => expect(button(element).textContent).toBe('0'));
    button(element).click();
    await vi.waitFor(() => expect(button(element).textContent).toBe('1'));

    second.append(element);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(button(element).textContent).toBe('1');
  });

  it('unmounts an element that stays removed', async () => {
    const tag = defineProbe();
    const element = document.createElement(tag);
    document.body.append(element);
    await vi.waitFor(() => expect(button(element).textContent).toBe('0'));
    element.remove();
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('button')).toBeNull());
  });

  it('dispatches vmx-* events that bubble out of the shadow root and are composed', async () => {
    const tag = defineProbe();
    const element = document.createElement(tag);
    document.body.append(element);
    const heard: CustomEvent[] = [];
    document.addEventListener('vmx-session-open', (event) => heard.push(event as CustomEvent));
    await vi.waitFor(() => expect(button(element).textContent).toBe('0'));
    button(element).click();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]!.detail).toEqual({ sessionId: '1' });
    expect(heard[0]!.bubbles).toBe(true);
    expect(heard[0]!.composed).toBe(true);
    expect(heard[0]!.target).toBe(element);
  });

  it('calls the methods the component registered: refresh() and those of the definition', async () => {
    const tag = defineProbe();
    const element = document.createElement(tag) as HTMLElement & { refresh(): void; add(step: number): void };
    expect(element.refresh()).toBeUndefined(); // not rendered yet: nothing to call
    document.body.append(element);
    await vi.waitFor(() => expect(button(element).textContent).toBe('0'));
    await vi.waitFor(() => expect(ELEMENT_METHODS in element).toBe(true));
    element.add(3);
    await vi.waitFor(() => expect(button(element).textContent).toBe('3'));
    element.refresh();
    await vi.waitFor(() => expect(button(element).textContent).toBe('0'));
    expect('add' in document.createElement('div')).toBe(false);
  });

  it('defines a tag once, even when a second copy of the bundle asks again', () => {
    const tag = defineProbe();
    const again = defineElement({ tag, kind: 'standalone', component: Probe });
    expect(again).toBe(customElements.get(tag));
  });
});
