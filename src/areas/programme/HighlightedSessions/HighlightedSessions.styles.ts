import styled from 'styled-components';
import { focusRing } from '../../../ui/buttonStyles';
import { cardGrid } from '../../../ui/styles/layout';

export const Section = styled.section`
  h2 {
    margin: 0 0 var(--vmx-space);
    font-size: 1.35em;
  }
`;

export const Cards = styled.ul`
  ${cardGrid('15rem')}
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);
  overflow: hidden;

  h3 {
    margin: 0;
    font-size: 1.05em;
  }
  p {
    margin: 0;
    color: var(--vmx-color-muted);
    font-size: 0.9em;
  }
`;

export const CardBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: var(--vmx-space);
  padding: calc(var(--vmx-space) * 1.5);

  a {
    margin-top: auto;
    align-self: flex-start;
    font-weight: 600;
    color: var(--vmx-color-primary);
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
