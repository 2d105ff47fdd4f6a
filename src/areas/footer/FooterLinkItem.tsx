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
  children?: ReactNode;
}

export function FooterLinkItem({ link, newTabText, onOpenModal, children }: FooterLinkItemProps) {
  const content = children ?? link.label;
  if (link.href === null) return <span>{content}</span>;
  if (link.modal) {
    return (
      <a
        href={link.href}
        onClick={(event) => {
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
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {content}
      <VisuallyHidden> {newTabText}</VisuallyHidden>
    </a>
  ) : (
    <a href={link.href}>{content}</a>
  );
}
