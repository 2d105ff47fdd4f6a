import styled from 'styled-components';
import { focusRing, secondaryButton } from '../../../ui/buttonStyles';

export const Section = styled.section`
  h2 {
    margin: 0 0 var(--vmx-space, 8px);
    font-size: 1.35em;
  }
`;

export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: calc(var(--vmx-space, 8px) * 2);
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--vmx-color-border, #d0d7de);
  border-radius: var(--vmx-radius, 6px);
  overflow: hidden;

  h3 {
    margin: 0;
    font-size: 1.05em;
  }
  p {
    margin: 0;
    color: var(--vmx-color-muted, #57606a);
    font-size: 0.9em;
  }
`;

export const CardBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: var(--vmx-space, 8px);
  padding: calc(var(--vmx-space, 8px) * 1.5);

  a {
    margin-top: auto;
    align-self: flex-start;
    font-weight: 600;
    color: var(--vmx-color-primary, #0b5cad);
    ${focusRing}
  }
`;

const imageBox = `
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

export const Image = styled.img`
  ${imageBox}
`;

/** Shown when a session has no image, or its image does not load: the session's colour, a calendar mark. */
export const Placeholder = styled.div<{ $color: string }>`
  ${imageBox}
  display: grid;
  place-items: center;
  background: ${(props) => props.$color};
  color: #ffffff;

  svg {
    width: 3rem;
    height: 3rem;
    opacity: 0.85;
  }
`;

export const RetryButton = styled.button`
  ${secondaryButton}
`;
