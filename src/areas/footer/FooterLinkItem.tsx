/**
 * One footer link: a real link; imprint, terms and help open in the iframe modal instead (a plain click
 * only, so that a new tab still works); an address that may not be a link shows as text.
 *
 * Texts: footer.newTab. Theme tokens: none (the parent's link colour).
 */
import type { ReactNode } from 'react';
import type { FooterLink } from '../../core/footer';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

export interface FooterLinkItemProps {
  link: FooterLink;
  newTabText: string;
  onOpenModal: (link: FooterLink) => void;
  /** Told of every click that follows the link (tracking, issue 23). */
  onFollow?: () => void;
  children?: ReactNode;
}

export function FooterLinkItem({ link, newTabText, onOpenModal, onFollow, children }: FooterLinkItemProps) {
  const content = children ?? link.label;
  if (link.href === null) return <span>{content}</span>;
  if (link.modal) {
    return (
      <a
        href={link.href}
        onClick={(event) => {
          onFollow?.();
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpenModal(link);
        }}
      >
        {content}
      </a>
    );
  }
  return link.newTab ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
      {content}
      <VisuallyHidden> {newTabText}</VisuallyHidden>
    </a>
  ) : (
    <a href={link.href} onClick={onFollow}>
      {content}
    </a>
  );
}
