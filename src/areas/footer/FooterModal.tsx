/**
 * Imprint, terms or help in a modal with an 800 px tall iframe (docs/rules/shell-access-identity.md sections 2 and 9),
 * closed by Escape, the backdrop or the close button; ui/Dialog keeps focus inside and gives it back.
 *
 * Texts: footer.close. Theme tokens: those of ui/Dialog. Parts: dialog, footer-iframe.
 */
import { useEffect, useRef } from 'react';
import { FOOTER_IFRAME_HEIGHT_PX, type FooterLink } from '../../core/footer';
import { Dialog } from '../../ui/Dialog';
import { Frame } from './FooterModal.styles';

export interface FooterModalProps {
  link: FooterLink | null;
  closeLabel: string;
  onClose: () => void;
}

export function FooterModal({ link, closeLabel, onClose }: FooterModalProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  // ui/Dialog has no backdrop option: a click on the dialog element outside its box is the backdrop's.
  useEffect(() => {
    const dialog = frameRef.current?.closest('dialog');
    if (!dialog || !link) return;
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) onClose();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [link, onClose]);

  return (
    <Dialog open={link !== null} title={link?.label ?? ''} closeLabel={closeLabel} onClose={onClose}>
      {link?.href && <Frame ref={frameRef} part="footer-iframe" src={link.href} title={link.label} $height={FOOTER_IFRAME_HEIGHT_PX} />}
    </Dialog>
  );
}
