// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepTabInside } from './useModalDialog';

/** A dialog with a close button, a message focused in place of a control that went away, and nothing after it. */
function dialogWithFocusedMessage() {
  const dialog = document.createElement('div');
  dialog.innerHTML = '<button type="button">Close</button><p tabindex="-1">Thank you</p>';
  document.body.append(dialog);
  const close = dialog.querySelector('button')!;
  const message = dialog.querySelector('p')!;
  message.focus();
  return { dialog, close, message };
}

const tab = (shiftKey = false) => new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });

describe('keepTabInside', () => {
  it('takes Tab from a focused element with no control after it back to the first control', () => {
    const { dialog, close } = dialogWithFocusedMessage();
    const event = tab();
    keepTabInside(dialog, event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    dialog.remove();
  });

  it('takes Shift+Tab from a focused element with no control before it to the last control', () => {
    const { dialog, close, message } = dialogWithFocusedMessage();
    dialog.prepend(message);
    message.focus();
    const event = tab(true);
    keepTabInside(dialog, event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
    dialog.remove();
  });

  it('leaves Tab between two controls to the browser', () => {
    const dialog = document.createElement('div');
    dialog.innerHTML = '<button type="button">One</button><button type="button">Two</button>';
    document.body.append(dialog);
    dialog.querySelector('button')!.focus();
    const event = tab();
    keepTabInside(dialog, event);
    expect(event.defaultPrevented).toBe(false);
    dialog.remove();
  });
});
