// @vitest-environment happy-dom
/**
 * The helpdesk's questions and answers: each question is a real button that opens and closes its answer from the
 * keyboard (aria-expanded, aria-controls), the search narrows the list and says how many answers match, and the
 * answers' HTML is sanitised.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelpdeskFaq } from '../../contracts';
import { renderInContext } from '../../testing/renderInContext';
import { FaqList } from './FaqList';

const FAQ: HelpdeskFaq = {
  Topics: [
    {
      Name: 'Your account',
      Entries: [
        {
          Id: 'password',
          Question: 'I forgot my password. What now?',
          AnswerHtml: '<p>Use <b>Forgot password</b>.</p><img src=x onerror="alert(1)">',
        },
        { Id: 'email', Question: 'How do I change my e-mail address?', AnswerHtml: '<p>Write to the help desk.</p>' },
      ],
    },
    {
      Name: 'Certificates',
      Entries: [{ Id: 'cme', Question: 'When do I get my CME certificate?', AnswerHtml: '<p>After the evaluation, in My area.</p>' }],
    },
  ],
};

describe('FaqList', () => {
  it('opens and closes an answer with Enter and Space on its question button', async () => {
    const { user } = renderInContext(<FaqList faq={FAQ} />);
    const question = screen.getByRole('button', { name: 'I forgot my password. What now?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    question.focus();
    await user.keyboard('{Enter}');
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain('Use Forgot password.');
    // Sanitised: no event handler survives.
    expect(panel.querySelector('[onerror]')).toBeNull();

    await user.keyboard(' ');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('shows the topics as headings with their questions', () => {
    renderInContext(<FaqList faq={FAQ} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Your account', 'Certificates']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('narrows to the questions whose question or answer matches, and says how many', async () => {
    const { user } = renderInContext(<FaqList faq={FAQ} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions and answers' }), 'evaluation');
    expect(screen.getAllByRole('button', { name: /certificate|password|e-mail/ }).map((button) => button.textContent)).toEqual([
      'When do I get my CME certificate?',
    ]);
    expect(screen.getByRole('status').textContent).toBe('1 answer matches “evaluation”.');

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when nothing matches', async () => {
    const { user } = renderInContext(<FaqList faq={FAQ} />);
    await user.type(screen.getByRole('searchbox'), 'xylophone');
    expect(screen.getByRole('status').textContent).toBe('No answer matches “xylophone”.');
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('says so when there are no questions at all', () => {
    renderInContext(<FaqList faq={{ Topics: [] }} />);
    expect(screen.getByText(/No questions and answers have been published yet/)).toBeTruthy();
  });

  it('reads the event’s texts', async () => {
    const { user } = renderInContext(<FaqList faq={FAQ} />, {
      texts: {
        'helpdesk.search.label': 'Fragen und Antworten durchsuchen',
        'helpdesk.search.results':
          '{count, plural, =0 {Keine Antwort passt zu „{query}“.} one {# Antwort passt zu „{query}“.} other {# Antworten passen zu „{query}“.}}',
      },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Fragen und Antworten durchsuchen' }), 'help');
    expect(within(screen.getByRole('status')).getByText('1 Antwort passt zu „help“.')).toBeTruthy();
  });
});
