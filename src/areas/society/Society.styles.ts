/**
 * The look of the society's pages beside ui/styles/page (sections, muted text): the page's column, cards in a
 * grid, the winner's portrait (or initials), the facts of a preceptorship, a society's logo and profile.
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-surface, --vmx-color-link,
 * --vmx-color-primary, --vmx-color-on-primary, --vmx-color-primary-subtle, --vmx-color-focus.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../ui/buttonStyles';
import { cardBox, cardText } from '../../ui/cardStyles';
import { bareList, cardGrid, factList, stack } from '../../ui/styles/layout';
import { links } from '../../ui/styles/surfaces';

export const Page = styled.div`
  ${stack(3)}
  p {
    margin: 0;
  }
`;

export const Cards = styled.ul`
  ${cardGrid('18rem')}
`;

export const Card = styled.article`
  ${cardBox};
  align-content: start;
  ${cardText}
  h3 {
    font-size: 1.1em;
  }
  h4 {
    margin: 0;
    font-size: 1em;
  }
`;

export const Winners = styled.ul`
  ${bareList}
  ${stack(1.5)}
`;

export const Winner = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr;
  gap: var(--vmx-space);
  align-items: start;
  ${links('var(--vmx-color-link)')}

  div {
    ${stack(0.25)}
  }
  blockquote {
    margin: 0;
    font-style: italic;
  }
`;

export const Portrait = styled.img`
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  object-fit: cover;
`;

export const Initials = styled.span`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  font-weight: 700;
  font-size: 1.2em;
`;

export const Facts = styled.dl`
  margin: 0;
  ${factList}
`;

export const Apply = styled.div`
  ${stack(0.5)}
  ${links('var(--vmx-color-link)')}
  h4 {
    margin: 0;
  }
`;

export const QuietButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;

export const Logo = styled.img`
  width: 100%;
  max-width: 15rem;
  aspect-ratio: 5 / 2;
  object-fit: contain;
`;

export const CardLink = styled.a`
  color: inherit;
  text-decoration: none;
  ${focusRing}
  &:hover h3,
  &:focus-visible h3 {
    text-decoration: underline;
  }
`;

export const Badge = styled.span`
  justify-self: start;
  padding: 0 calc(var(--vmx-space) * 0.75);
  border-radius: 999px;
  background: var(--vmx-color-primary-subtle);
  font-size: 0.85em;
`;

export const Profile = styled.article`
  ${stack(2)}
  ${links('var(--vmx-color-link)')}
  h2 {
    margin: 0;
    font-size: 1.5em;
    ${focusRing}
  }
  h3 {
    margin: 0;
    font-size: 1.15em;
  }
  ul {
    margin: 0;
  }
`;

export const ProfileHead = styled.header`
  display: grid;
  gap: calc(var(--vmx-space) * 2);
  grid-template-columns: minmax(0, 15rem) 1fr;
  align-items: center;
  @media (max-width: 40rem) {
    grid-template-columns: 1fr;
  }
  div {
    ${stack(0.5)}
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 3);
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  section {
    ${stack(1)}
  }
`;

export const BackLink = styled.a`
  justify-self: start;
  ${focusRing}
`;
