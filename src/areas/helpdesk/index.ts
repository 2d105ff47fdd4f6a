/**
 * The helpdesk area's public face, for <vmx-app>: createHelpdeskPage(parts) gives the page of the HelpdeskPage
 * route (/helpdesk/{i}/{e}/{l}). Areas never import each other, so the contact form it shows (the content area's)
 * comes in through `parts` from elements/app.tsx. The page's code (with fuse.js for its search) loads on demand.
 */
import { createElement, type ComponentType } from 'react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import type { HelpdeskPageProps } from './HelpdeskPage';

const LazyHelpdeskPage = lazyComponent<HelpdeskPageProps>(() =>
  import('./HelpdeskPage').then((module) => ({ default: module.HelpdeskPage })),
);

export function createHelpdeskPage(parts: { ContactForm: ComponentType<PageProps> }): ComponentType<PageProps> {
  function Helpdesk(props: PageProps) {
    return createElement(LazyHelpdeskPage, { ...props, ContactForm: parts.ContactForm });
  }
  return Helpdesk;
}
