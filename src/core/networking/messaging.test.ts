import { describe, expect, it } from 'vitest';
import { DEFAULT_NETWORKING_SETTINGS, MESSAGE_MAX_LENGTH } from '../../contracts';
import { contactNoteProblem, mayStartConversation, mayWrite, messageSegments, messageTextProblem, visiblePerson } from './messaging';

describe('who may message whom', () => {
  it('lets anyone start a conversation with a person who takes messages from everyone', () => {
    expect(mayStartConversation('everyone', 'none')).toBe(true);
  });
  it('lets only contacts start one with a person who takes messages from contacts', () => {
    expect(mayStartConversation('contacts', 'contact')).toBe(true);
    expect(mayStartConversation('contacts', 'requested')).toBe(false);
    expect(mayStartConversation('contacts', 'incoming')).toBe(false);
  });
  it('lets no one start one with a person who takes no messages', () => {
    expect(mayStartConversation('none', 'contact')).toBe(false);
  });
  it('always allows an answer in a conversation the other side has written in', () => {
    expect(mayWrite('none', 'none', true)).toBe(true);
    expect(mayWrite('none', 'contact', false)).toBe(false);
  });
});

describe('message text', () => {
  it('refuses an empty or blank message and one over the limit', () => {
    expect(messageTextProblem('  \n ')).toBe('empty');
    expect(messageTextProblem('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
    expect(messageTextProblem(`  ${'x'.repeat(MESSAGE_MAX_LENGTH)}  `)).toBeNull();
  });
  it('allows an empty contact note but not a long one', () => {
    expect(contactNoteProblem('')).toBeNull();
    expect(contactNoteProblem('x'.repeat(301))).toBe('tooLong');
  });
  it('turns http, https and www addresses into links and leaves sentence punctuation outside', () => {
    expect(messageSegments('See https://ehc.example/programme, and www.esc.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://ehc.example/programme', href: 'https://ehc.example/programme' },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'www.esc.org', href: 'https://www.esc.org/' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('never makes a link of a javascript: or data: address, or of HTML', () => {
    const segments = messageSegments('javascript:alert(1) data:text/html,x <a href="https://x.org">y</a>');
    expect(segments.filter((segment) => segment.kind === 'link').map((segment) => segment.href)).toEqual(['https://x.org/']);
    expect(segments.map((segment) => segment.text).join('')).toBe('javascript:alert(1) data:text/html,x <a href="https://x.org">y</a>');
  });
  it('keeps the whole text, in order, when it holds no address', () => {
    expect(messageSegments('Hello\nsee you at 10:30!')).toEqual([{ kind: 'text', text: 'Hello\nsee you at 10:30!' }]);
  });
});

describe('what others see of a person', () => {
  const person = {
    UserId: 7,
    Name: 'Ada Lovelace',
    Profession: 'Cardiologist',
    Country: 'Germany',
    Interests: ['Heart failure'],
    PicturePath: '/p.png',
  };
  it('shows nothing of a person who has not opted in', () => {
    expect(visiblePerson(person, DEFAULT_NETWORKING_SETTINGS, false)).toEqual({
      UserId: 7,
      Name: null,
      Profession: null,
      Country: null,
      Interests: [],
      PicturePath: null,
    });
  });
  it('shows what a findable person chose to show', () => {
    const settings = {
      ...DEFAULT_NETWORKING_SETTINGS,
      Findable: true,
      Show: { Name: true, Profession: false, Country: true, Interests: true, Picture: true },
    };
    expect(visiblePerson(person, settings, false)).toEqual({ ...person, Profession: null });
  });
  it('shows the name, and only the name, to whom a hidden person turned', () => {
    expect(visiblePerson(person, DEFAULT_NETWORKING_SETTINGS, true)).toMatchObject({
      Name: 'Ada Lovelace',
      Profession: null,
      Interests: [],
    });
  });
});
