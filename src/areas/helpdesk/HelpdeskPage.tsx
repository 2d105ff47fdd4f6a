/**
 * HelpdeskPage (/helpdesk/{i}/{e}/{l}, docs/rules/shell-access-identity.md section 2; my area's helpdesk box leads
 * here, docs/rules/content-areas.md section 2): the congress's help. The rules name the page without describing it;
 * ours, as a mature congress platform has it:
 * - the questions and answers from the server (GET /api/Public/HelpdeskFaq, src/api/helpdesk.ts), by topic, with a
 *   search over questions and answers and a disclosure per question (FaqList);
 * - then "Still need help?": the live help desk when the event has one, loaded only as the consent rules allow
 *   (LiveHelpDesk), and the contact form (the content area's, passed in by elements/app.tsx as ContactForm: areas
 *   never import each other).
 * Open to everyone: the helpdesk is where a person who cannot get in looks for help.
 *
 * Texts: helpdesk.intro, helpdesk.more.title, helpdesk.contact.title, asyncView.* (and FaqList's, LiveHelpDesk's).
 * Theme tokens: those of Helpdesk.styles. Parts: none of its own (a page of vmx-app; the contact form keeps its contact-form).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, type ComponentType } from 'react';
import { helpdeskQueries } from '../../store/queries/helpdesk';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';
import { AsyncView } from '../../ui/AsyncView';
import type { PageProps } from '../../ui/page';
import { SkeletonRows } from '../../ui/Skeleton';
import { FaqList } from './FaqList';
import { Helpdesk, MoreHelp } from './Helpdesk.styles';
import { LiveHelpDesk } from './LiveHelpDesk';
import { useHelpdeskText } from './useHelpdeskText';

export interface HelpdeskPageProps extends PageProps {
  /** The contact form of the content area (its ContactPage body). */
  ContactForm: ComponentType<PageProps>;
}

export function HelpdeskPage({ ContactForm, ...page }: HelpdeskPageProps) {
  const t = useHelpdeskText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const faq = useQuery(helpdeskQueries.faq(queryScope(context, language)));
  const moreId = useId();
  const contactId = useId();

  return (
    <Helpdesk data-helpdesk="">
      <p>{t('helpdesk.intro')}</p>
      <AsyncView query={faq} layout="block" placeholder={<SkeletonRows count={5} />}>
        {(loaded) => <FaqList faq={loaded} />}
      </AsyncView>
      <MoreHelp aria-labelledby={moreId}>
        <h2 id={moreId}>{t('helpdesk.more.title')}</h2>
        <LiveHelpDesk />
        <section aria-labelledby={contactId}>
          <h3 id={contactId}>{t('helpdesk.contact.title')}</h3>
          <ContactForm {...page} />
        </section>
      </MoreHelp>
    </Helpdesk>
  );
}
