/**
 * The helpdesk's questions and answers: a search over questions, answers and topics (core/helpdesk/faq.ts), then
 * the topics, each question a disclosure (a real button with aria-expanded and aria-controls; Enter and Space work
 * as on any button) whose answer is the server's HTML after ui/SanitizedHtml. A question that the address's hash
 * names (#faq-<id>) opens by itself, so a link can point at one answer.
 *
 * Texts: helpdesk.search.label, helpdesk.search.placeholder, helpdesk.search.clear, helpdesk.search.results,
 * helpdesk.search.none, helpdesk.faq.label, helpdesk.faq.empty. Theme tokens: those of Helpdesk.styles.
 * Parts: none (a page of vmx-app, not restyled by a host page).
 */
import { useId, useMemo, useState } from 'react';
import type { HelpdeskFaq } from '../../contracts';
import { countEntries, createFaqSearch } from '../../core/helpdesk/faq';
import { SearchTextField } from '../../ui/listControls';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { Answer, ClearButton, Faq, Question, QuestionButton, Questions, SearchBox, SearchRow, Status, Topic } from './Helpdesk.styles';
import { useHelpdeskText } from './useHelpdeskText';

const anchorOf = (id: string) => `faq-${id}`;

function Chevron() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function FaqList({ faq }: { faq: HelpdeskFaq }) {
  const t = useHelpdeskText();
  const prefix = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
    return new Set(hash.startsWith('faq-') ? [hash.slice(4)] : []);
  });
  const search = useMemo(() => createFaqSearch(faq), [faq]);
  const topics = useMemo(() => search(query), [search, query]);
  const searching = query.trim() !== '';
  const found = countEntries(topics);

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (countEntries(faq.Topics) === 0) return <p>{t('helpdesk.faq.empty')}</p>;

  return (
    <Faq data-helpdesk-faq="" aria-label={t('helpdesk.faq.label')}>
      <SearchBox>
        <SearchRow>
          <SearchTextField
            label={t('helpdesk.search.label')}
            placeholder={t('helpdesk.search.placeholder')}
            value={query}
            onChange={setQuery}
          />
          {searching && (
            <ClearButton type="button" onClick={() => setQuery('')}>
              {t('helpdesk.search.clear')}
            </ClearButton>
          )}
        </SearchRow>
        <Status role="status">{searching ? t('helpdesk.search.results', { count: found, query: query.trim() }) : ''}</Status>
        {searching && found === 0 && <p>{t('helpdesk.search.none')}</p>}
      </SearchBox>
      {topics.map((topic, topicIndex) => {
        const headingId = `${prefix}-topic-${topicIndex}`;
        return (
          <Topic key={topic.Name} aria-labelledby={headingId}>
            <h2 id={headingId}>{topic.Name}</h2>
            <Questions>
              {topic.Entries.map((entry) => {
                const expanded = open.has(entry.Id);
                const panelId = `${prefix}-answer-${entry.Id}`;
                return (
                  <Question key={entry.Id} id={anchorOf(entry.Id)} data-faq={entry.Id}>
                    <h3>
                      <QuestionButton type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(entry.Id)}>
                        <span>{entry.Question}</span>
                        <Chevron />
                      </QuestionButton>
                    </h3>
                    <Answer id={panelId} hidden={!expanded}>
                      {expanded && <SanitizedHtml html={entry.AnswerHtml} />}
                    </Answer>
                  </Question>
                );
              })}
            </Questions>
          </Topic>
        );
      })}
    </Faq>
  );
}
